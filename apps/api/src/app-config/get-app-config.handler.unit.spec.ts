import { loadConfig } from '@artisans/platform';
import { GetAppConfigHandler } from './get-app-config.handler';

const secureCookies = async (env: Record<string, string>) =>
  (await new GetAppConfigHandler(loadConfig(env)).execute()).secureCookies;

describe('app config for the web app', () => {
  it('asks for Secure cookies whenever PUBLIC_URL is https', async () => {
    expect(await secureCookies({ PUBLIC_URL: 'https://artisans.example.org' })).toBe(true);
    expect(await secureCookies({ PUBLIC_URL: 'HTTPS://artisans.example.org/' })).toBe(true);
  });

  it('does not on a plain-http installation', async () => {
    expect(await secureCookies({})).toBe(false);
    expect(await secureCookies({ PUBLIC_URL: 'http://artisans.internal:8080' })).toBe(false);
  });
});
