// The account emails (confirmation, password reset, activation), in the
// viewer's language (the realm's languages: en, pt, es; English otherwise).
import type { Realm } from '../realm/realmRepository.ts';

interface MailText {
  subject: string;
  text: string;
}

type Language = 'en' | 'pt' | 'es';

function pick(language: string): Language {
  const base = language.toLowerCase().split(/[-_]/)[0];
  return base === 'pt' || base === 'es' ? base : 'en';
}

export function confirmationMail(realm: Realm, language: string, link: string): MailText {
  const name = realm.fullName;
  switch (pick(language)) {
    case 'pt':
      return {
        subject: `Confirme o seu email na ${name}`,
        text: `Olá,\n\nPara ativar a sua conta na ${name}, abra este link nas próximas 24 horas:\n\n${link}\n\nSe não criou esta conta, ignore este email.`,
      };
    case 'es':
      return {
        subject: `Confirma tu correo en ${name}`,
        text: `Hola:\n\nPara activar tu cuenta en ${name}, abre este enlace en las próximas 24 horas:\n\n${link}\n\nSi no has creado esta cuenta, ignora este correo.`,
      };
    default:
      return {
        subject: `Confirm your email for ${name}`,
        text: `Hello,\n\nTo activate your ${name} account, open this link within 24 hours:\n\n${link}\n\nIf you did not sign up, ignore this email.`,
      };
  }
}

export function passwordResetMail(realm: Realm, language: string, link: string): MailText {
  const name = realm.fullName;
  switch (pick(language)) {
    case 'pt':
      return {
        subject: `Redefinir a sua palavra-passe da ${name}`,
        text: `Olá,\n\nPediu para redefinir a palavra-passe da sua conta na ${name}. Abra este link na próxima hora para escolher uma nova:\n\n${link}\n\nSe não foi você, ignore este email: a sua palavra-passe não muda.`,
      };
    case 'es':
      return {
        subject: `Restablece tu contraseña de ${name}`,
        text: `Hola:\n\nHas pedido restablecer la contraseña de tu cuenta en ${name}. Abre este enlace en la próxima hora para elegir una nueva:\n\n${link}\n\nSi no has sido tú, ignora este correo: tu contraseña no cambia.`,
      };
    default:
      return {
        subject: `Reset your ${name} password`,
        text: `Hello,\n\nYou asked to reset the password of your ${name} account. Open this link within the hour to choose a new one:\n\n${link}\n\nIf this was not you, ignore this email: your password stays as it is.`,
      };
  }
}

export function activatedMail(realm: Realm, language: string, link: string): MailText {
  const name = realm.fullName;
  switch (pick(language)) {
    case 'pt':
      return { subject: `A sua conta na ${name} está ativa`, text: `Olá,\n\nA sua conta na ${name} foi ativada. Entre aqui:\n\n${link}` };
    case 'es':
      return { subject: `Tu cuenta en ${name} está activa`, text: `Hola:\n\nTu cuenta en ${name} ha sido activada. Inicia sesión aquí:\n\n${link}` };
    default:
      return { subject: `Your ${name} account is active`, text: `Hello,\n\nYour ${name} account has been activated. Sign in here:\n\n${link}` };
  }
}
