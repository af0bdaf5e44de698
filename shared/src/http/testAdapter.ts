import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** A test double for axios's `adapter` option: records requests, answers without a network. */
export function fakeAdapter(reply: { status?: number; body?: unknown } | 'network' | 'timeout') {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    calls.push(config);
    if (reply === 'network') throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    if (reply === 'timeout')
      throw new AxiosError('timeout of 80000ms exceeded', AxiosError.ECONNABORTED, config);
    const status = reply.status ?? 200;
    const response: AxiosResponse = {
      data: reply.body,
      status,
      statusText: String(status),
      headers: new AxiosHeaders(),
      config,
    };
    if (status >= 400)
      throw new AxiosError(
        `Request failed with status code ${status}`,
        AxiosError.ERR_BAD_RESPONSE,
        config,
        null,
        response,
      );
    return response;
  };
  return { adapter, calls };
}
