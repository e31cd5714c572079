// The email that carries a parental PIN reset code. Its link opens the web
// app's CONFIRM_PIN_PROTECTION_RESET page (`/pin-reset?code=…`) on the web
// base of mail/webLinks.ts: where the viewer's app runs when that is one of
// the realm's domains (never a Host the request names), else the realm's own.
import type { Queryable } from '../db/database.ts';
import { sendMail } from '../mail/mailbox.ts';
import { webLink } from '../mail/webLinks.ts';
import type { Realm } from '../realm/realmRepository.ts';
import { PIN_RESET_TTL_MINUTES } from './parentalControl.ts';

const wording: Record<string, { subject: (realm: string) => string; text: (link: string) => string }> = {
  en: {
    subject: (realm) => `${realm}: reset your parental control PIN`,
    text: (link) =>
      `Someone asked to reset the parental control PIN of your account.\n\n` +
      `To choose a new PIN, open this link within ${PIN_RESET_TTL_MINUTES} minutes:\n${link}\n\n` +
      `If it was not you, ignore this email: your PIN stays as it is.`,
  },
  pt: {
    subject: (realm) => `${realm}: redefinir o PIN do controle parental`,
    text: (link) =>
      `Foi pedida a redefinição do PIN do controle parental da sua conta.\n\n` +
      `Para escolher um novo PIN, abra este link em até ${PIN_RESET_TTL_MINUTES} minutos:\n${link}\n\n` +
      `Se não foi você, ignore este email: o seu PIN continua o mesmo.`,
  },
  es: {
    subject: (realm) => `${realm}: restablecer el PIN del control parental`,
    text: (link) =>
      `Se ha pedido restablecer el PIN del control parental de tu cuenta.\n\n` +
      `Para elegir un PIN nuevo, abre este enlace en los próximos ${PIN_RESET_TTL_MINUTES} minutos:\n${link}\n\n` +
      `Si no fuiste tú, ignora este correo: tu PIN no cambia.`,
  },
};

export async function sendPinResetMail(
  tx: Queryable,
  options: { realm: Realm; userId: number; code: string; language: string; linkBase: string; now: Date },
): Promise<void> {
  const [account] = await tx.query<{ email: string | null }>('select email from app_user where id = $1', [options.userId]);
  if (!account?.email) return; // accounts without an email (none today) cannot get one
  const words = wording[options.language] ?? wording.en!;
  const link = webLink(options.linkBase, '/pin-reset', { code: options.code });
  await sendMail(tx, {
    realmId: options.realm.id,
    to: account.email,
    subject: words.subject(options.realm.settings.MAIN_TITLE || options.realm.fullName),
    text: words.text(link),
    link,
    sentAt: options.now,
  });
}
