import { describe, expect, it } from 'vitest';
import { listenTo, MAX_TILES, multiViewQuery, readMultiViewChoice, toggleEvent } from './multiViewLayout.ts';

describe('what a multi-view shows', () => {
  it('reads up to four distinct events from the address, with the first one heard unless another is named', () => {
    expect(readMultiViewChoice({ events: '3,1,3,x,7,8,9', layout: 'grid', audio: '7' })).toEqual({
      eventIds: ['3', '1', '7', '8'],
      layout: 'grid',
      audioEventId: '7',
    });
    expect(readMultiViewChoice({ events: '2,4', audio: '99' })).toEqual({ eventIds: ['2', '4'], layout: 'focus', audioEventId: '2' });
    expect(readMultiViewChoice({})).toEqual({ eventIds: [], layout: 'focus', audioEventId: null });
  });

  it('writes back an address that reads as the same choice, without the defaults', () => {
    const choice = { eventIds: ['2', '5'], layout: 'grid' as const, audioEventId: '5' };
    expect(multiViewQuery(choice)).toEqual({ events: '2,5', layout: 'grid', audio: '5' });
    expect(readMultiViewChoice(multiViewQuery(choice))).toEqual(choice);
    expect(multiViewQuery({ eventIds: ['2'], layout: 'focus', audioEventId: '2' })).toEqual({ events: '2' });
  });

  it('adds events while there is room and takes them off again, moving the sound to one still on screen', () => {
    let choice = readMultiViewChoice({});
    for (const id of ['1', '2', '3', '4', '5']) choice = toggleEvent(choice, id);
    expect(choice.eventIds).toHaveLength(MAX_TILES);
    expect(choice.eventIds).not.toContain('5');
    expect(choice.audioEventId).toBe('1');
    choice = toggleEvent(choice, '1');
    expect(choice).toMatchObject({ eventIds: ['2', '3', '4'], audioEventId: '2' });
  });

  it('brings the tile with sound to the large place in 1+3, and keeps the order in 2×2', () => {
    const focus = { eventIds: ['1', '2', '3'], layout: 'focus' as const, audioEventId: '1' };
    expect(listenTo(focus, '3')).toEqual({ eventIds: ['3', '1', '2'], layout: 'focus', audioEventId: '3' });
    const grid = { ...focus, layout: 'grid' as const };
    expect(listenTo(grid, '3')).toEqual({ eventIds: ['1', '2', '3'], layout: 'grid', audioEventId: '3' });
    expect(listenTo(grid, '9')).toBe(grid);
  });
});
