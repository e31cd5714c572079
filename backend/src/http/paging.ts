// `rpp` (results per page) and `p` (page, from 1), as the spec's paged lists take them.
import { Type } from 'typebox';

export interface Paging {
  page: number;
  rpp: number;
  totalCount: number;
  moreDataAvailable: boolean;
}

export interface PageRequest {
  page: number;
  rpp: number;
  offset: number;
}

/** The paging query parameters (TypeBox schemas are JSON Schema too: plain JSON routes spread them as properties). */
export const pagingQuerySchema = {
  rpp: Type.Integer({ minimum: 1, maximum: 50, description: 'Results per page (1–50)' }),
  p: Type.Integer({ minimum: 1, description: 'Page number, from 1' }),
};

export const pagingSchema = {
  type: 'object',
  required: ['page', 'rpp', 'totalCount', 'moreDataAvailable'],
  properties: {
    page: { type: 'integer' },
    rpp: { type: 'integer' },
    totalCount: { type: 'integer' },
    moreDataAvailable: { type: 'boolean' },
  },
} as const;

export function pageRequest(query: { rpp?: number; p?: number }, defaultRpp = 12): PageRequest {
  const rpp = query.rpp ?? defaultRpp;
  const page = query.p ?? 1;
  return { page, rpp, offset: (page - 1) * rpp };
}

export function paging(request: PageRequest, totalCount: number): Paging {
  return {
    page: request.page,
    rpp: request.rpp,
    totalCount,
    moreDataAvailable: request.offset + request.rpp < totalCount,
  };
}
