import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { freshAddress } from './factories';
import { TEST_PUBLIC_URL } from './testApp';

/**
 * Where a sign-on callback sends the browser, for one protocol's page (/loginSSO, /loginIDQ): the one-time ticket
 * or the refusal code in its address, and the exchange of a ticket for a session, as the page makes it.
 */
export function signOnLanding(page: string, app: () => FastifyInstance) {
  const landing = (address: string) => {
    const url = new URL(address, TEST_PUBLIC_URL);
    expect(url.pathname).toBe(page);
    return url.searchParams;
  };
  return {
    ticketOf(address: string): string {
      const ticket = landing(address).get('ticket');
      expect(ticket, address).toBeTruthy();
      return ticket!;
    },
    refusalOf: (address: string) => landing(address).get('error'),
    exchange: (ticket: string) =>
      app().inject({
        method: 'POST',
        url: '/api/v1/sso/exchange',
        payload: { ticket },
        remoteAddress: freshAddress(),
      }),
  };
}
