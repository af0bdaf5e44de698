import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope';
import { t } from '../../i18n/messages';
import {
  chargeableWeightKg,
  quoteAllProducts,
  roundKg,
  volumetricWeightKg,
  zoneOf,
} from '../../parcel/freight';
import { pick } from '../../lib/locale/locale';
import { regionPoint, validateFeeDraft, type FeeDraft } from './order.rules';
import type { Lang } from '../../i18n/language';
import { freightBody, freightResponse } from './order.schemas';
import { productTypeName } from './order-view.render';
import { ZONE_LABELS } from '../../parcel/rate-table';
import type { ResolvedDistrict } from '../../lib/regions/region-index';
import { loadRegionIndex } from '../widgets';
import { rejected } from './order-responses.render';
/** Addresses in results are shown 'province / city / district'. */
const label = (d: ResolvedDistrict) => `${d.provinceName} / ${d.cityName} / ${d.districtName}`;

/**
 * The freight answer for a checked parcel draft: the zone, the weights (actual, volumetric,
 * chargeable) and a quote per product type, labels and refusal reasons in `lang`.
 */
function freightAnswer(draft: FeeDraft, lang: Lang) {
  const sender = regionPoint(draft.sender);
  const receiver = regionPoint(draft.receiver);
  const volumetric = volumetricWeightKg(draft.lengthCm, draft.widthCm, draft.heightCm);
  const zone = zoneOf(sender, receiver);
  return {
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
  };
}

/** Freight inquiry (remote-orders /freightInquiry). */
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
      const lang = request.lang;
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
      return ok(freightAnswer(draft, lang));
    },
  );
}
