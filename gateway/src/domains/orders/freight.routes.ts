import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sessionOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { t } from '../../i18n/messages';
import { chargeableWeightKg, quoteAllProducts, roundKg, volumetricWeightKg, zoneOf } from '../../lib/parcel/freight';
import { pick, toLang } from '../../lib/locale/locale';
import { loadOrderContext } from './order.create';
import { outletOfCity } from './order.repo';
import { regionPoint, validateFeeDraft } from './order.rules';
import {
  addressSearchQuery,
  addressSearchResponse,
  customerNetworkResponse,
  freightBody,
  freightResponse,
} from './order.schemas';
import { productTypeName } from './order.view';
import { ZONE_LABELS } from '../../lib/parcel/rate-table';
import { cityCodeOf, loadRegionIndex, type ResolvedDistrict } from '../../lib/regions/region-index';
import { rejected } from './order.responses';

/** Addresses in results are shown 'province / city / district'. */
const label = (d: ResolvedDistrict) => `${d.provinceName} / ${d.cityName} / ${d.districtName}`;

/** At most this many areas per address search. */
export const ADDRESS_SEARCH_LIMIT = 20;

/** Freight inquiry (remote-orders /freightInquiry), the customer's outlet and the address search. */
export default async function freightRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/freight',
    {
      config: { permission: ['freightInquiry'] },
      schema: {
        operationId: 'freight.query',
        tags: ['freight'],
        summary: 'Freight of every product type between two districts, with service days',
        body: freightBody,
        response: { 200: freightResponse },
      },
    },
    async (request) => {
      const lang = toLang(sessionOf(request).language);
      const body = request.body;
      const regions = await loadRegionIndex(app.db);
      // The parcel rules of an order (sizes, weight); CARGO's limit so that heavy parcels get quotes.
      const validation = validateFeeDraft(
        {
          sender: { districtCode: body.senderDistrictCode },
          receiver: { districtCode: body.receiverDistrictCode },
          weightKg: body.weightKg,
          lengthCm: body.lengthCm,
          widthCm: body.widthCm,
          heightCm: body.heightCm,
          productType: 'CARGO',
        },
        { regions },
      );
      if (!validation.ok) return rejected(validation.issues, lang);
      const { draft } = validation;
      const sender = regionPoint(draft.sender);
      const receiver = regionPoint(draft.receiver);
      const volumetric = volumetricWeightKg(draft.lengthCm, draft.widthCm, draft.heightCm);
      const zone = zoneOf(sender, receiver);
      return ok({
        zone,
        zoneLabel: pick(ZONE_LABELS[zone], lang),
        sender: label(draft.sender),
        receiver: label(draft.receiver),
        actualWeightKg: roundKg(draft.weightKg),
        volumetricWeightKg: volumetric,
        chargeableWeightKg: chargeableWeightKg(draft.weightKg, volumetric),
        currency: 'IDR' as const,
        quotes: quoteAllProducts(sender, receiver, draft.weightKg, volumetric).map((quote) => ({
          ...quote,
          productTypeName: productTypeName(quote.productType, lang),
          reason: quote.reasonCode
            ? t(lang, quote.reasonCode, {
                productType: quote.productType,
                province: draft.receiver.provinceName,
              })
            : null,
        })),
      });
    },
  );

  app.get(
    '/customer/network',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'freight.getCustomerNetwork',
        tags: ['freight'],
        summary: "The courier's outlet serving the customer's pickup address, with its hub",
        response: { 200: customerNetworkResponse },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const lang = toLang(session.language);
      const { profile } = await loadOrderContext(app.db, session.customerId);
      const sender = profile.defaultSender;
      const found = sender ? await outletOfCity(app.db, cityCodeOf(sender.districtCode)) : undefined;
      if (!found) return ok(null);
      const { outlet, hub } = found;
      return ok({
        id: outlet.id,
        code: outlet.code,
        name: outlet.name,
        level: outlet.level,
        isEnable: outlet.isEnable,
        abnormalName: outlet.abnormalName ? pick(outlet.abnormalName, lang) : null,
        regionCode: outlet.regionCode,
        hub: hub ? { id: hub.id, code: hub.code, name: hub.name } : null,
      });
    },
  );

  app.get(
    '/address/search',
    {
      config: { permission: 'session' },
      schema: {
        operationId: 'freight.searchAddress',
        tags: ['freight'],
        summary: 'Areas by part of their name or code (type 1: districts as province / city / district)',
        querystring: addressSearchQuery,
        response: { 200: addressSearchResponse },
      },
    },
    async (request) => {
      const { searchKey, type } = request.query;
      const regions = await loadRegionIndex(app.db);
      const level = type === 1 ? 3 : type === 2 ? 2 : 1;
      const hits = regions.search(searchKey.toUpperCase(), level, ADDRESS_SEARCH_LIMIT);
      return ok(
        hits.map((hit) => ({
          ...hit,
          value: hit.districtCode || hit.cityCode || hit.provinceCode,
        })),
      );
    },
  );
}
