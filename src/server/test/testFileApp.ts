import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildTestApp, type TestApp } from './testApp';

/** Who sends a request: a signed-in session (its headers), or nobody. */
type Caller = { headers: Record<string, string> } | undefined;

export interface TestFileApp {
  readonly app: FastifyInstance;
  /** GET as `caller`, anonymous without one. */
  get(url: string, caller?: Caller): Promise<LightMyRequestResponse>;
  /** POST of a JSON body as `caller`, anonymous without one; a string goes as it is (malformed JSON, say). */
  post(url: string, payload: object | string, caller?: Caller): Promise<LightMyRequestResponse>;
}

/**
 * The app of one test file (see buildTestApp for `options`). Call it once at the top of the file: it registers
 * the hooks that build the app before the file's tests and close it after them.
 */
export function testFileApp(options?: Parameters<typeof buildTestApp>[0]): TestFileApp {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await buildTestApp(options);
  });
  afterAll(() => built?.close());
  const app = () => {
    if (!built) throw new Error('the app is built in beforeAll: use it inside a hook or a test');
    return built.app;
  };
  return {
    get app() {
      return app();
    },
    get: (url, caller) => app().inject({ method: 'GET', url, headers: caller?.headers }),
    post: (url, payload, caller) =>
      app().inject({
        method: 'POST',
        url,
        payload,
        headers: { ...caller?.headers, 'content-type': 'application/json' },
      }),
  };
}
