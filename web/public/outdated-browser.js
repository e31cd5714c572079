/*
 * Spec §2 "Browser-upgrade prompt for old Internet Explorer only" (message key
 * outOfDateBrowser, hint promptToUseChrome). Internet Explorer cannot run the
 * app's bundle (ES modules), so the prompt cannot live in it: index.html loads
 * this classic script with `nomodule`, which only browsers without ES modules
 * run (modern ones do not even download it), and it acts only in Internet
 * Explorer. ES3 on purpose (IE 6–11), same-origin for the gateway's CSP
 * (script-src 'self'); styles in index.html's hashed <style>.
 *
 * The text is English only: the translation catalogues arrive with the bundle,
 * which this browser cannot run.
 */
(function () {
  var isInternetExplorer = !!document.documentMode || /MSIE |Trident\//.test(navigator.userAgent);
  if (!isInternetExplorer) return;
  var root = document.getElementById('root');
  if (!root) return;
  root.innerHTML =
    '<div class="rs-outdated-browser" role="alert">' +
    '<h1>Your browser is out of date</h1>' +
    '<p>Internet Explorer can no longer show this service. Please use Google Chrome, or another up-to-date browser, to watch.</p>' +
    '<p><a href="https://www.google.com/chrome/">Get Google Chrome</a></p>' +
    '</div>';
})();
