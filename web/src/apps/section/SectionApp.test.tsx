import { screen } from '@testing-library/react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders.tsx';
import type { SectionAppTestQuery } from './__generated__/SectionAppTestQuery.graphql.ts';
import { SectionApp } from './SectionApp.tsx';

function TestSection() {
  const data = useLazyLoadQuery<SectionAppTestQuery>(
    graphql`
      query SectionAppTestQuery @relay_test_operation {
        section(name: "browse") {
          ...SectionApp_section
        }
      }
    `,
    {},
  );
  return data.section ? <SectionApp section={data.section} /> : null;
}

function renderSection(bucketItems: number[]) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Section: () => ({
        name: 'browse',
        title: 'Deportes',
        hero: null,
        bucketsConnection: {
          edges: bucketItems.map((count, bucket) => ({
            node: {
              id: `bucket-${bucket}`,
              title: `Rail ${bucket}`,
              type: 'VIDEOS',
              itemsConnection: {
                pageInfo: { hasNextPage: false },
                edges: Array.from({ length: count }, (_, item) => ({
                  cursor: `c${item}`,
                  node: { __typename: 'Video', id: `video-${bucket}-${item}`, internalId: `${bucket}${item}`, title: `Video ${item}` },
                })),
              },
            },
          })),
        },
      }),
    }),
  );
  return renderWithProviders(<TestSection />, { environment });
}

describe('a section page', () => {
  it('says there is nothing yet when its rails have no cards (a realm just added from its file)', () => {
    renderSection([0, 0]);
    expect(screen.getByText('Nothing here yet')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Rail 0' })).toBeNull();
  });

  it('shows its rails, and no such message, once one has cards', () => {
    renderSection([0, 2]);
    expect(screen.queryByText('Nothing here yet')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Rail 1' })).toBeTruthy();
  });
});
