import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_LOAD_TIMEOUT_MS, CHUNK_RETRY_DELAY_MS, ChunkLoadError, loadChunkWithRetry } from './chunkRetry.ts';

const CHUNK = 'https://ringside.test/assets/ScheduleApp-a1b2c3.js';
const fetchFailure = () => new TypeError(`Failed to fetch dynamically imported module: ${CHUNK}`);

describe('loading a screen whose chunk fails', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('tries again 2 s later with a cache-busting address, and shows the screen once it loads', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(fetchFailure()).mockResolvedValue('ScheduleApp');
    const importUrl = vi.fn(async () => ({}));

    const loaded = loadChunkWithRetry(load, { importUrl });
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS - 1);
    expect(importUrl).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);

    await expect(loaded).resolves.toBe('ScheduleApp');
    expect(importUrl).toHaveBeenCalledWith(`${CHUNK}?retry=1`);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up after 3 retries, 2 s apart, with a ChunkLoadError naming the chunk', async () => {
    const load = vi.fn(() => Promise.reject(fetchFailure()));
    const importUrl = vi.fn((url: string) => Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)));

    const loaded = loadChunkWithRetry(load, { importUrl });
    const outcome = expect(loaded).rejects.toEqual(expect.objectContaining({ name: 'ChunkLoadError', url: CHUNK, attempts: 4 }));
    await vi.advanceTimersByTimeAsync(3 * CHUNK_RETRY_DELAY_MS);
    await outcome;
    expect(importUrl.mock.calls.map(([url]) => url)).toEqual([`${CHUNK}?retry=1`, `${CHUNK}?retry=2`, `${CHUNK}?retry=3`]);
    await expect(loaded).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('counts a load that has not answered after 120 s as failed and tries again', async () => {
    const load = vi.fn<() => Promise<string>>().mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValue('ScheduleApp');

    const loaded = loadChunkWithRetry(load, { importUrl: async () => ({}) });
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(load).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + CHUNK_RETRY_DELAY_MS);

    await expect(loaded).resolves.toBe('ScheduleApp');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not retry a screen whose code throws while it runs (a bug, not the network)', async () => {
    const bug = new ReferenceError('scheduleRows is not defined');
    const load = vi.fn(() => Promise.reject(bug));

    await expect(loadChunkWithRetry(load, { importUrl: async () => ({}) })).rejects.toBe(bug);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('retries without a cache-busting import when the browser does not name the chunk (Safari)', async () => {
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Importing a module script failed.'))
      .mockResolvedValue('ScheduleApp');
    const importUrl = vi.fn(async () => ({}));

    const loaded = loadChunkWithRetry(load, { importUrl });
    await vi.advanceTimersByTimeAsync(CHUNK_RETRY_DELAY_MS);

    await expect(loaded).resolves.toBe('ScheduleApp');
    expect(importUrl).not.toHaveBeenCalled();
  });
});
