import { createDemoMemoryAdapters } from '@estudio/adapters';
import { type Logger } from '@estudio/domain/shared';
import { describe, expect, it } from 'vitest';
import type { SandboxResponse } from './sandbox-http.js';
import { SANDBOX_METRICOOL_BRANDS } from './sandbox-metricool.js';
import { MemorySandboxRecords } from './sandbox-records.js';
import { SandboxRoutes } from './sandbox-routes.js';

const TOKEN = 'token-metricool';
const USER = '2950417';
const silent: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
const routes = new SandboxRoutes(
  {
    records: new MemorySandboxRecords(),
    credentials: { metricoolUserToken: TOKEN, metricoolUserId: USER, linkedinClientId: 'c', linkedinClientSecret: 's' },
    baseUrl: 'http://127.0.0.1:5001/demo-estudio/us-central1/sandbox',
    linkedinRedirectUri: 'http://127.0.0.1:5001/demo-estudio/us-central1/linkedin/callback',
    now: () => new Date('2026-11-27T12:00:00Z'),
    randomToken: () => 'x',
  },
  silent,
  true,
);

const brandOf = (blogId: string, query = { blogId, userId: USER }, token = TOKEN): Promise<SandboxResponse> =>
  routes.handle({
    method: 'GET',
    path: `/metricool/api/v2/settings/brands/${blogId}`,
    query,
    headers: { 'x-mc-auth': token },
    body: undefined,
    rawBody: undefined,
  });

describe("the sandbox's Metricool brand (Estado de las conexiones)", () => {
  it("answers the demo brand's blog id with the brand, as Metricool does", async () => {
    expect(await brandOf('4187263')).toEqual({
      status: 200,
      json: { data: { id: 4187263, label: 'Café Cumbre Andina', timezone: 'America/Bogota' } },
    });
  });

  it('knows every Metricool blog id of the demo data', async () => {
    const brands = await createDemoMemoryAdapters(new Date('2026-11-27T12:00:00Z')).brands.list();
    const blogIds = brands.flatMap((brand) => (brand.idMetrics ? [brand.idMetrics] : []));
    expect(blogIds.length).toBeGreaterThan(0);
    expect(Object.keys(SANDBOX_METRICOOL_BRANDS).sort()).toEqual([...new Set(blogIds)].sort());
  });

  it('refuses a blog id it does not know (a wrong id shows as failing), a wrong token and a wrong user', async () => {
    expect(await brandOf('5550001')).toMatchObject({
      status: 404,
      json: { message: expect.stringContaining('5550001') },
    });
    expect((await brandOf('4187263', undefined, 'otro')).status).toBe(401);
    expect((await brandOf('4187263', { blogId: '4187263', userId: '1' })).status).toBe(403);
    expect((await brandOf('abc')).status).toBe(404);
  });
});
