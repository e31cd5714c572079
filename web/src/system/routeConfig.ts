import type { RouteConfig } from 'found';
import { accountRoutes } from '../apps/account/accountRoutes.tsx';
import { authorizeRoutes } from '../apps/authorize/authorizeRoutes.tsx';
import { activateUserRoutes } from '../apps/emailConfirmation/activateUserRoutes.tsx';
import { emailConfirmationRoutes } from '../apps/emailConfirmation/emailConfirmationRoutes.tsx';
import { epgRoutes } from '../apps/epg/epgRoutes.tsx';
import { historyRoutes } from '../apps/history/historyRoutes.tsx';
import { gridRoutes } from '../apps/grid/gridRoutes.tsx';
import { fightersRoutes } from '../apps/fighters/fightersRoutes.tsx';
import { giftRoutes } from '../apps/gift/giftRoutes.tsx';
import { homeRoutes } from '../apps/home/homeRoutes.tsx';
import { impersonateRoutes } from '../apps/impersonate/impersonateRoutes.tsx';
import { invoiceRoutes } from '../apps/invoice/invoiceRoutes.tsx';
import { liveEventRoutes } from '../apps/liveEvent/liveEventRoutes.tsx';
import { multiViewRoutes } from '../apps/multiView/multiViewRoutes.tsx';
import { newsRoutes } from '../apps/news/newsRoutes.tsx';
import { liveNowRoutes } from '../apps/liveNow/liveNowRoutes.tsx';
import { loginRoutes } from '../apps/login/loginRoutes.tsx';
import { logoutRoutes } from '../apps/logout/logoutRoutes.tsx';
import { myListRoutes } from '../apps/myList/myListRoutes.tsx';
import { notFoundRoutes } from '../apps/notFound/notFoundRoutes.tsx';
import { passwordResetRoutes } from '../apps/passwordReset/passwordResetRoutes.tsx';
import { paymentRoutes } from '../apps/payment/paymentRoutes.tsx';
import { paymentUpdateRoutes } from '../apps/paymentUpdate/paymentUpdateRoutes.tsx';
import { pinResetRoutes } from '../apps/pinReset/pinResetRoutes.tsx';
import { playlistRoutes } from '../apps/playlist/playlistRoutes.tsx';
import { profilesRoutes } from '../apps/profiles/profilesRoutes.tsx';
import { purchaseRoutes } from '../apps/purchase/purchaseRoutes.tsx';
import { scheduleRoutes } from '../apps/schedule/scheduleRoutes.tsx';
import { searchRoutes } from '../apps/search/searchRoutes.tsx';
import { sectionRoutes } from '../apps/section/sectionRoutes.tsx';
import { seriesRoutes } from '../apps/series/seriesRoutes.tsx';
import { signupRoutes } from '../apps/signup/signupRoutes.tsx';
import { tvLoginRoutes } from '../apps/tvLogin/tvLoginRoutes.tsx';
import { upcomingRoutes } from '../apps/upcoming/upcomingRoutes.tsx';
import { videoRoutes } from '../apps/video/videoRoutes.tsx';

/**
 * Every app contributes its routes (names and paths from routePaths.ts); each
 * route loads its own query in `getData`. Matching is exact, in this order.
 */
export const routeConfig: RouteConfig = [
  ...homeRoutes,
  // Before SECTION: '/section/schedule' is the schedule's (spec §2).
  ...scheduleRoutes,
  ...epgRoutes,
  ...upcomingRoutes,
  ...liveNowRoutes,
  // Before SECTION too: '/section/news' is the news page's (spec §2).
  ...newsRoutes,
  ...sectionRoutes,
  ...videoRoutes,
  ...liveEventRoutes,
  ...multiViewRoutes,
  ...playlistRoutes,
  ...seriesRoutes,
  ...historyRoutes,
  ...gridRoutes,
  ...myListRoutes,
  ...loginRoutes,
  ...logoutRoutes,
  ...profilesRoutes,
  ...pinResetRoutes,
  ...authorizeRoutes,
  ...tvLoginRoutes,
  ...impersonateRoutes,
  ...signupRoutes,
  ...emailConfirmationRoutes,
  ...activateUserRoutes,
  ...passwordResetRoutes,
  ...accountRoutes,
  ...purchaseRoutes,
  ...paymentRoutes,
  ...giftRoutes,
  ...fightersRoutes,
  ...searchRoutes,
  ...paymentUpdateRoutes,
  ...invoiceRoutes,
  ...notFoundRoutes,
];
