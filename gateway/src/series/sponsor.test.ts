import { describe, expect, it } from 'vitest';
import { cookieHeaderFrom, createTestGateway } from '../testing/gatewayClient.ts';

async function guest() {
  const test = createTestGateway();
  const checkIn = await test.query(`mutation { checkInAsGuest { viewer { role } } }`);
  test.upstream.reset();
  return { ...test, headers: { cookie: cookieHeaderFrom(checkIn.headers) } };
}

const cornerGym = {
  name: 'Corner Gym',
  imageUrl: '/images/sponsor/3/logo.svg',
  linkUrl: 'https://example.com/corner-gym',
  displayMode: 'SHOW',
};

describe('sponsors (spec §2: logos on series, season and video pages)', () => {
  it('come with a series, and a season shows its series\' sponsor', async () => {
    const { query, headers } = await guest();
    const { data, errors } = await query(
      `{ series(internalId: "7") { sponsor { name imageUrl linkUrl displayMode } }
         season(internalId: "71") { sponsor { name displayMode } } }`,
      { headers },
    );
    expect(errors).toBeUndefined();
    expect(data!.series).toEqual({ sponsor: cornerGym });
    expect(data!.season).toEqual({ sponsor: { name: 'Corner Gym', displayMode: 'SHOW' } });
  });

  it('is null on a video nobody presents', async () => {
    const { query, headers } = await guest();
    const { data, errors } = await query(`{ video(internalId: "3") { sponsor { name } } }`, { headers });
    expect(errors).toBeUndefined();
    expect(data!.video).toEqual({ sponsor: null });
  });
});
