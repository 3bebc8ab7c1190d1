import { MessageExtrasStore } from './extras-store';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('MessageExtrasStore', () => {
  it('loads, shows, hides and re-shows from the cache without fetching again', async () => {
    const store = new MessageExtrasStore();
    const fetch = jest.fn(async () => 'hello');
    const changes = jest.fn();
    store.subscribe(changes);
    store.toggle('m1', 'translation', fetch);
    expect(store.get('m1')).toEqual({ kind: 'translation', status: 'loading', text: '', hidden: false });
    await flush();
    expect(store.get('m1')).toEqual({ kind: 'translation', status: 'done', text: 'hello', hidden: false });
    store.toggle('m1', 'translation', fetch);
    expect(store.isShown('m1', 'translation')).toBe(false);
    store.toggle('m1', 'translation', fetch);
    expect(store.isShown('m1', 'translation')).toBe(true);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenCalledTimes(4);
  });

  it('keeps the error message and retries after a failure', async () => {
    const store = new MessageExtrasStore();
    store.toggle('m1', 'conversion', () => Promise.reject(new Error('feature is not enabled')));
    await flush();
    expect(store.get('m1')).toMatchObject({ status: 'error', text: 'feature is not enabled' });
    store.hide('m1');
    const retry = jest.fn(async () => 'text');
    store.toggle('m1', 'conversion', retry);
    await flush();
    expect(retry).toHaveBeenCalled();
    expect(store.get('m1')).toMatchObject({ status: 'done', text: 'text', hidden: false });
  });
});
