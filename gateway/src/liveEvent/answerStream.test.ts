import { describe, expect, it } from 'vitest';
import { ANSWERS_KEPT, createAnswerStream } from './answerStream.ts';

describe('a subscriber’s answer stream', () => {
  it('hands answers to a waiting reader, and keeps them in order for one that reads later', async () => {
    const stream = createAnswerStream<string>(() => {});
    const waiting = stream.next();
    stream.push('first');
    expect(await waiting).toEqual({ value: 'first', done: false });
    stream.push('second');
    stream.push('third');
    expect(await stream.next()).toEqual({ value: 'second', done: false });
    expect(await stream.next()).toEqual({ value: 'third', done: false });
  });

  it('keeps the newest answers for a reader that falls behind', async () => {
    const stream = createAnswerStream<number>(() => {});
    for (let answer = 1; answer <= ANSWERS_KEPT + 5; answer += 1) stream.push(answer);
    expect(await stream.next()).toEqual({ value: 6, done: false });
  });

  it('gives what it kept before the end, and cleans up once', async () => {
    let cleanups = 0;
    const stream = createAnswerStream<string | Error>(() => (cleanups += 1));
    stream.push(new Error('the first read failed'));
    stream.end();
    stream.end();
    expect((await stream.next()).value).toBeInstanceOf(Error);
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    expect(cleanups).toBe(1);
  });

  it('ends a waiting reader and cleans up when the client goes, and takes nothing after', async () => {
    let cleanups = 0;
    const stream = createAnswerStream<string>(() => (cleanups += 1));
    const waiting = stream.next();
    expect(await stream.return!()).toEqual({ value: undefined, done: true });
    expect(await waiting).toEqual({ value: undefined, done: true });
    stream.push('too late');
    expect(await stream.next()).toEqual({ value: undefined, done: true });
    expect(cleanups).toBe(1);
  });
});
