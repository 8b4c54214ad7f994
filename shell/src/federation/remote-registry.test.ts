import { loadRemote, registerGlobalPlugins, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { serveRemotesJson } from '../test/render-route';
import { loadRemoteModule, RemoteLoadError } from './remote-registry';

describe('loadRemoteModule', () => {
  it('registers the containers beside the manifests named by /remotes.json, as absolute URLs, once', async () => {
    const fetchMock = serveRemotesJson();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    // The configuration cannot be fetched: the load fails as a remote failure...
    await expect(loadRemoteModule('catalog', 'CoursesPage')).rejects.toBeInstanceOf(RemoteLoadError);
    expect(registerRemotes).not.toHaveBeenCalled();

    // ...and the next attempt (Retry) fetches it again instead of remembering the failure.
    await expect(loadRemoteModule('catalog', 'CoursesPage')).resolves.toHaveProperty('Component');
    expect(registerRemotes).toHaveBeenCalledWith(expect.arrayContaining([{ name: 'articles', entry: 'http://localhost/remotes/mf-articles/remoteEntry.js' }]), {
      force: true,
    });
    // The runtime ends its task between the steps of loading a remote, in the shell and in each remote.
    const plugin = expect.objectContaining({ name: 'site-yield-between-steps' });
    expect(registerPlugins).toHaveBeenCalledWith([plugin]);
    expect(registerGlobalPlugins).toHaveBeenCalledWith([plugin]);
    await loadRemoteModule('clients', 'ClientsByEmailPage');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache' });
    expect(loadRemote).toHaveBeenLastCalledWith('clients/ClientsByEmailPage');
  });

  it('turns a remote that answers with nothing into a RemoteLoadError', async () => {
    serveRemotesJson();
    jest.mocked(loadRemote).mockResolvedValueOnce(null);
    await expect(loadRemoteModule('admin', 'AdminArticlesPage')).rejects.toThrow('Remote "admin" could not be loaded');
  });

  it('tells the server once which release of a remote failed to load here', async () => {
    const fetchMock = serveRemotesJson();
    jest.mocked(loadRemote).mockRejectedValueOnce(new TypeError('Failed to fetch')).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(loadRemoteModule('articles', 'ArticlesPage')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(loadRemoteModule('articles', 'ArticlesPage')).rejects.toBeInstanceOf(RemoteLoadError);
    const reports = fetchMock.mock.calls.filter((call: unknown[]) => call[0] === '/api/federation/failures');
    expect(reports).toEqual([
      [
        '/api/federation/failures',
        expect.objectContaining({
          method: 'POST',
          keepalive: true,
          body: JSON.stringify({ remote: 'articles', manifestUrl: '/remotes/mf-articles/mf-manifest.json' }),
        }),
      ],
    ]);
  });
});
