// A dealer's staff member as the back office makes one (POST /api/users with role DEALER), signed
// in, with calls made as them.
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { type Reply, type TestApi, replyOf } from './harness.ts';
import { unique } from './owner-fixtures.ts';

export interface DealerStaff {
  id: number;
  email: string;
  token: string;
  call(method: InjectOptions['method'], url: string, payload?: unknown): Promise<Reply>;
}

export async function makeDealerStaff(api: TestApi, dealerId: number, password = 'dealer-pass-1'): Promise<DealerStaff> {
  const email = `${unique('staff')}@dealer.example`;
  const made = await api.post('admin', '/api/users', { role: 'DEALER', dealers_id: dealerId, firstname: 'Dee', lastname: unique('Staff'), email, password });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.id as number;
  const { token } = await api.app.tokens.issue(id);
  const call: DealerStaff['call'] = async (method, url, payload) =>
    replyOf(await api.app.inject({ method, url, payload: payload as InjectOptions['payload'], headers: { authorization: `Bearer ${token}` } }));
  return { id, email, token, call };
}
