import { describe, expect, it } from 'vitest';
import { type AvailabilityChange, DatabaseAvailability, isConnectionLoss } from './availability.ts';

describe('telling a lost database connection from a failed statement', () => {
  it('knows the SQLSTATEs, socket codes and driver words of a connection that ended or could not be made', () => {
    const withCode = (code: string) => Object.assign(new Error('x'), { code });
    for (const code of ['57P01', '57P03', '08006', '08001', 'ECONNREFUSED', 'ECONNRESET']) {
      expect(isConnectionLoss(withCode(code))).toBe(true);
    }
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(new Error('Client has encountered a connection error and is not queryable'))).toBe(true);
    expect(isConnectionLoss(new Error('timeout exceeded when trying to connect'))).toBe(true);
    // Through the ORM's wrapper, and through Node's wrapper of an 'error' event nobody listened to.
    expect(isConnectionLoss(new Error('Failed query: select 1', { cause: withCode('57P01') }))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error("Unhandled error. ('x')"), { context: withCode('57P01') }))).toBe(true);
  });

  it('leaves statement errors and bugs alone', () => {
    expect(isConnectionLoss(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLoss(Object.assign(new Error('syntax'), { code: '42601' }))).toBe(false);
    expect(isConnectionLoss(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isConnectionLoss(undefined)).toBe(false);
    expect(isConnectionLoss('Connection terminated')).toBe(false);
  });
});

describe('the database availability', () => {
  it('tells an outage once when it starts and once when it ends, with the requests it refused', () => {
    const availability = new DatabaseAvailability();
    const changes: AvailabilityChange[] = [];
    availability.onChange((change) => changes.push(change));
    availability.regained();
    expect(changes).toEqual([]);
    const error = new Error('Connection terminated unexpectedly');
    availability.lost(error);
    for (let i = 0; i < 100; i++) availability.lost(error, true);
    expect(availability.reachable).toBe(false);
    expect(changes).toHaveLength(1);
    expect(changes[0]).toMatchObject({ reachable: false, error });
    availability.regained();
    availability.regained();
    expect(availability.reachable).toBe(true);
    expect(changes).toHaveLength(2);
    expect(changes[1]).toMatchObject({ reachable: true, refused: 100 });
  });
});
