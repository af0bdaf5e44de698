import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';

/** A guide key: the page whose tour it is (`home`, `orderEntry`). */
const guideKey = z.string().min(1).max(64);

/** One guide_config row's value. */
export const guideSetting = z.object({
  /** The version users must have seen; raising it shows the guide again. */
  version: z.number().int().positive(),
  /** false: the portal does not show this guide. */
  enabled: z.boolean(),
});

/** A guide as the signed-in user meets it. */
export const guideState = z.object({
  key: guideKey,
  version: z.number().int().positive(),
  enabled: z.boolean(),
  /** The user has seen (finished or closed) this version of the guide. */
  seen: z.boolean(),
});

export const guideConfigResponse = envelopeOf(z.object({ guides: z.array(guideState) }));

export const guideSeenBody = z.object({
  guideKey,
  /** The version the user was shown: it must be the current one. */
  version: z.number().int().positive(),
});
export const guideSeenResponse = envelopeOf(guideState);
