import { loadConfig } from '@artisans/platform';
import { AppConfigController } from './app-config.controller';

const secureCookies = (env: Record<string, string>) =>
  new AppConfigController(loadConfig(env)).get().secureCookies;

describe('app config for the web app', () => {
  it('asks for Secure cookies whenever PUBLIC_URL is https', () => {
    expect(secureCookies({ PUBLIC_URL: 'https://artisans.example.org' })).toBe(true);
    expect(secureCookies({ PUBLIC_URL: 'HTTPS://artisans.example.org/' })).toBe(true);
  });

  it('does not on a plain-http installation', () => {
    expect(secureCookies({})).toBe(false);
    expect(secureCookies({ PUBLIC_URL: 'http://artisans.internal:8080' })).toBe(false);
  });
});
