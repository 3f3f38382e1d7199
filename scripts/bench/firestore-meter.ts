// What a page asks Firestore and what it gets back (reads.bench.ts): every answer of the
// Firestore REST API is parsed and its documents counted (runQuery and batchGet entries,
// single-document GETs), brand documents and requirement documents apart; count
// aggregations are counted apart; every query of requirements the page sends (one brand's
// collection or a collection group) is one round trip.
import type { Page, Request } from 'playwright-core';

export interface Reads {
  readonly documents: number;
  readonly aggregations: number;
  /** Documents of brands/{id}. */
  readonly brandDocuments: number;
  /** Documents of brands/{id}/requirements/{id}. */
  readonly requirementDocuments: number;
  /** Queries of requirements sent (runQuery requests, one brand's or a collection group). */
  readonly requirementQueries: number;
}

const EMPTY: Reads = {
  documents: 0,
  aggregations: 0,
  brandDocuments: 0,
  requirementDocuments: 0,
  requirementQueries: 0,
};

const BRAND = /\/documents\/brands\/[^/]+$/;
const REQUIREMENT = /\/documents\/brands\/[^/]+\/requirements\/[^/]+$/;

const isFirestore = (url: URL): boolean => url.pathname.includes('/databases/(default)/documents');

/** Whether a request is a query whose collection is 'requirements'. */
const queriesRequirements = (request: Request): boolean => {
  if (!new URL(request.url()).pathname.endsWith(':runQuery')) return false;
  try {
    const body = JSON.parse(request.postData() ?? '{}') as {
      structuredQuery?: { from?: { collectionId?: string }[] };
    };
    return body.structuredQuery?.from?.[0]?.collectionId === 'requirements';
  } catch {
    return false;
  }
};

export const meter = (page: Page) => {
  let counted: Reads = { ...EMPTY };
  const add = (more: Partial<Reads>) => {
    counted = Object.fromEntries(
      Object.entries(counted).map(([key, value]) => [key, value + (more[key as keyof Reads] ?? 0)]),
    ) as unknown as Reads;
  };
  const pending: Promise<void>[] = [];
  let last = Date.now();
  page.on('request', (request) => {
    if (!isFirestore(new URL(request.url()))) return;
    last = Date.now();
    if (queriesRequirements(request)) add({ requirementQueries: 1 });
  });
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!isFirestore(url)) return;
    last = Date.now();
    pending.push(
      response.text().then(
        (body) => {
          if (url.pathname.endsWith(':runAggregationQuery')) {
            add({ aggregations: 1 });
            return;
          }
          const parsed: unknown = JSON.parse(body);
          const names: string[] = Array.isArray(parsed)
            ? parsed.flatMap((entry: { document?: { name?: string }; found?: { name?: string } }) => {
                const name = entry?.document?.name ?? entry?.found?.name;
                return name === undefined ? [] : [name];
              })
            : response.request().method() === 'GET' && response.ok()
              ? [(parsed as { name?: string }).name ?? '']
              : [];
          add({
            documents: names.length,
            brandDocuments: names.filter((name) => BRAND.test(name)).length,
            requirementDocuments: names.filter((name) => REQUIREMENT.test(name)).length,
          });
        },
        () => undefined,
      ),
    );
  });
  return {
    /** What was read since the last call, once no Firestore answer came for 1.5 s. */
    take: async (): Promise<Reads> => {
      while (Date.now() - last < 1500) await new Promise((resolve) => setTimeout(resolve, 250));
      await Promise.all(pending.splice(0));
      const taken = counted;
      counted = { ...EMPTY };
      return taken;
    },
  };
};
