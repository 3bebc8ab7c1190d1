import { DICTIONARY_PATHS, dictQuery, type DictEntry, type MapPicker } from '@employment-cloud/api-contract';
import type { FastifyInstance } from 'fastify';
import type { RouteContext } from './context';
import { listOf, ok } from './envelope';
import { dictLabelIn } from './dict/dict-text';
import { localeOf } from './i18n';
import { parseInput } from './validate';

export function registerDictRoutes(app: FastifyInstance, { db, config, guard }: RouteContext): void {
  // The map drawer's picker page, from the server's settings (config.ts: MAP_PICKER_KEY or
  // MAP_PICKER_URL), so that a key is set where the server runs, not built into the console.
  app.get(DICTIONARY_PATHS.mapPicker, { preHandler: guard({ company: true }) }, async () => ok<MapPicker>({ url: config.mapPickerUrl ?? null }));

  // Public: the register and login pages need dictionaries before anyone has a session. Labels
  // answer in the request's language (dict/dict-labels.ts).
  app.get(DICTIONARY_PATHS.dictData, async (request) => {
    const q = parseInput(dictQuery, request.query, request);
    const list = await db
      .selectFrom('dictEntries')
      .select(['dictType', 'value', 'label', 'sort'])
      .where('dictType', '=', q.dictType)
      .orderBy('sort')
      .orderBy('id')
      .execute();
    const locale = localeOf(request.headers['accept-language']);
    const labelled: DictEntry[] = list.map((entry) => ({ ...entry, label: dictLabelIn(locale, entry.dictType, entry.value, entry.label) }));
    return listOf(labelled, labelled.length);
  });
}
