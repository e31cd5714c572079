// The text of this app's route queries, for relay-compiler. They are
// `@preloadable`: the route config (adminPreviewRoutes.tsx) imports only each
// query's `$parameters` (its persisted id) and starts it at navigation, while
// the full artifact travels in the screen's lazy chunk, which registers it
// with Relay when it loads (system/loadRouteQuery.ts). Nothing imports this file.
import { graphql } from 'react-relay';

/** ADMIN_SECTION_PREVIEW and ADMIN_COMPOSED_PAGE_PREVIEW: a section as its page shows it, unpublished rails included. */
export const adminSectionPreviewQueryText = graphql`
  query adminPreviewRoutesSectionQuery($name: String!, $isHome: Boolean = false, $withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    section(name: $name, preview: true) {
      ...SectionApp_section
    }
    # The composed home page opens with the viewer's Continue watching, as home does.
    viewer @include(if: $isHome) {
      ...ContinueWatchingRail_viewer
    }
  }
`;

/** ADMIN_PREVIEW, ADMIN_PLUGIN_PREVIEW: the menu with its unpublished items, what the index and the plugin page list. */
export const adminMenuPreviewQueryText = graphql`
  query adminPreviewRoutesMenuQuery($withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    realm {
      ...AdminPreviewIndex_realm
      ...PluginPreview_realm
    }
  }
`;

/** ADMIN_NAVBAR_PREVIEW: the navigation bar drawn with the menu's unpublished items. */
export const adminNavBarPreviewQueryText = graphql`
  query adminPreviewRoutesNavBarQuery($withFrame: Boolean = false) @preloadable {
    ...AppFrame_query @include(if: $withFrame) @alias(as: "frame")
    # Aliased: the frame spreads the same fragment, with the published menu, on the realm.
    previewRealm: realm {
      ...NavBar_realm @arguments(previewMenu: true)
    }
    viewer {
      ...NavBar_viewer
    }
  }
`;
