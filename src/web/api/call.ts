import type { CallInput, CallReply, Contract } from '../../core/contracts/contract';
import type { Reply } from './envelope';
import { apiCall, apiDownload, apiRequest, type Payload, type RequestOptions } from './http';

/**
 * The web side of a contract (core/contracts): the path parameters are filled in from the input, the rest is the
 * GET query or the JSON body, and the reply is typed by the contract's reply schema.
 */
function request(contract: Contract, input: object | undefined) {
  const rest: Record<string, unknown> = { ...input };
  const path = contract.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  // A call with a body schema sends JSON even when every field is optional; a call without sends nothing.
  const payload: Payload | undefined = Object.keys(rest).length ? rest : contract.body ? {} : undefined;
  return { path, payload };
}

type Args<C extends Contract> = keyof CallInput<C> extends never
  ? [input?: CallInput<C>, options?: RequestOptions]
  : [input: CallInput<C>, options?: RequestOptions];

/** Calls the contract; resolves with its success reply, or throws ApiError (for TanStack Query). */
export function call<C extends Contract>(contract: C, ...[input, options]: Args<C>): Promise<CallReply<C>> {
  const { path, payload } = request(contract, input as object | undefined);
  return apiCall(contract.method, path, payload, options) as Promise<CallReply<C>>;
}

/** Calls the contract and returns the reply envelope whatever its code (for forms that show a refusal inline). */
export function callForReply<C extends Contract>(
  contract: C,
  ...[input, options]: Args<C>
): Promise<Reply<Partial<CallReply<C>>>> {
  const { path, payload } = request(contract, input as object | undefined);
  return apiRequest(contract.method, path, payload, options) as Promise<Reply<Partial<CallReply<C>>>>;
}

/**
 * Sends a form (a file with its fields, as multipart) to a contract whose route reads one: the input fills the
 * path's parameters. Resolves with the success reply, or throws ApiError.
 */
export function callWithForm<C extends Contract>(
  contract: C,
  input: CallInput<C>,
  form: FormData,
  options?: RequestOptions,
): Promise<CallReply<C>> {
  const { path } = request(contract, input as object);
  return apiCall(contract.method, path, form, options) as Promise<CallReply<C>>;
}

/** Fetches the file a GET contract answers with (`reply: null`): the input fills its path, the rest is its query. */
export function download<C extends Contract>(contract: C, input: CallInput<C>, options?: RequestOptions) {
  const { path, payload } = request(contract, input as object);
  return apiDownload(path, payload, options);
}
