import type { UpstreamMenuItem } from '../lib/upstream.ts';

export type MenuItemModel = UpstreamMenuItem & { __typename: 'MenuItem' };

export interface MenuModel {
  layout: string;
  items: MenuItemModel[];
}
