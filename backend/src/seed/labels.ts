import type { LocalisedText } from '../i18n/language.ts';
import { t } from './demoTypes.ts';

// Interface labels every realm starts with; the keys follow the spec's message keys.
export const defaultLabels: Record<string, LocalisedText> = {
  home: t('Home', 'Início', 'Inicio'),
  browse: t('Browse', 'Explorar', 'Explorar'),
  live: t('Live', 'Ao vivo', 'En vivo'),
  liveNow: t('Live now', 'Ao vivo agora', 'En vivo ahora'),
  upcoming: t('Upcoming', 'Em breve', 'Próximamente'),
  ended: t('Ended', 'Encerrado', 'Finalizado'),
  search: t('Search', 'Buscar', 'Buscar'),
  searchPlaceholder: t('Search fighters, events, videos…', 'Busque lutadores, eventos, vídeos…', 'Busca peleadores, eventos, videos…'),
  signIn: t('Sign in', 'Entrar', 'Iniciar sesión'),
  signUp: t('Sign up', 'Cadastre-se', 'Regístrate'),
  continueAsGuest: t('Continue as guest', 'Continuar como convidado', 'Continuar como invitado'),
  logout: t('Sign out', 'Sair', 'Cerrar sesión'),
  account: t('Account', 'Conta', 'Cuenta'),
  preferences: t('Preferences', 'Preferências', 'Preferencias'),
  watchNow: t('Watch now', 'Assistir agora', 'Ver ahora'),
  watchLive: t('Watch live', 'Assistir ao vivo', 'Ver en vivo'),
  watchReplay: t('Watch replay', 'Assistir replay', 'Ver repetición'),
  startsAt: t('Starts {time}', 'Começa {time}', 'Empieza {time}'),
  episodes: t('Episodes', 'Episódios', 'Episodios'),
  season: t('Season {number}', 'Temporada {number}', 'Temporada {number}'),
  videos: t('Videos', 'Vídeos', 'Videos'),
  seeAll: t('See all', 'Ver tudo', 'Ver todo'),
  loadMore: t('Load more', 'Carregar mais', 'Cargar más'),
  minutes: t('{count} min', '{count} min', '{count} min'),
  eventNotStarted: t('This event has not started yet', 'Este evento ainda não começou', 'Este evento aún no ha comenzado'),
  notFound: t('We could not find that page', 'Não encontramos essa página', 'No encontramos esa página'),
  errorOccurredPleaseTryAgain: t('An error occurred, please try again', 'Ocorreu um erro, tente novamente', 'Ocurrió un error, inténtalo de nuevo'),
  anErrorOccured: t('An error occurred', 'Ocorreu um erro', 'Ocurrió un error'),
  sessionExpired: t('Your session has expired, please sign in again', 'Sua sessão expirou, entre novamente', 'Tu sesión ha caducado, vuelve a iniciar sesión'),
  loginError: t('Wrong email or password', 'E-mail ou senha incorretos', 'Correo o contraseña incorrectos'),
  authenticationError: t('Authentication error', 'Erro de autenticação', 'Error de autenticación'),
  errorAccessingVideo: t('We could not play this video', 'Não foi possível reproduzir este vídeo', 'No pudimos reproducir este video'),
  disconnected: t('You appear to be offline', 'Parece que você está offline', 'Parece que estás sin conexión'),
};

// Video tags are stored in English, as the editors write them; labels `tag.<tag>`
// show them in the viewer's language (video/videos.ts). They are the realm's own
// words, so they live in its realm file (backend/realms/ringside.json, `labels`).
