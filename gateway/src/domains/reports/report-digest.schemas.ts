import { z } from 'zod';
import { envelopeOf } from '../../http/envelope-schema';
import { LANGS } from '../../i18n/language';

// The weekly digest e-mail's opt-in (/customer-api/user/digest).

export const digestSettingBody = z.object({
  weekly: z.boolean().describe("true: mail the dashboard's headline figures of the last 7 days every Monday"),
});

export const digestSettingResponse = envelopeOf(
  z.object({
    weekly: z.boolean(),
    language: z
      .enum(LANGS)
      .nullable()
      .describe('The language the digest is written in (the one it was chosen in); null: never chosen'),
  }),
);
