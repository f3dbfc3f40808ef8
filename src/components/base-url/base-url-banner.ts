/** Id of the banner element, for styles and tests. */
export const BASE_URL_BANNER_ID = 'base-url-banner'

/**
 * Runs with the page (see gatsby-ssr.tsx): when the site is served outside the base path it was
 * built for, its scripts and data 404 and the page never works. Instead of a silently dead page,
 * a banner says what the site expected. Self-contained and styled inline, because with a wrong
 * base path nothing else of the site loads.
 */
export function baseUrlBannerScript(pathPrefix: string): string {
  return `(function () {
  var prefix = ${JSON.stringify(pathPrefix)};
  var path = window.location.pathname;
  if (path === prefix || path.indexOf(prefix + '/') === 0) return;
  document.addEventListener('DOMContentLoaded', function () {
    var banner = document.createElement('div');
    banner.id = ${JSON.stringify(BASE_URL_BANNER_ID)};
    banner.setAttribute('role', 'alert');
    banner.style.cssText = 'position:sticky;top:0;z-index:1000;padding:1rem 1.25rem;font:1rem/1.5 system-ui,sans-serif;background:#fa383e;color:#fff';
    var title = document.createElement('strong');
    title.textContent = 'This site did not load properly: its base URL is misconfigured.';
    var detail = document.createElement('p');
    detail.style.margin = '0.25rem 0 0';
    detail.textContent = 'It was built to be served under "' + prefix + '", but this page is at "' + path + '". Serve the site under "' + prefix + '", or build it with the path prefix it is served under.';
    banner.appendChild(title);
    banner.appendChild(detail);
    document.body.insertBefore(banner, document.body.firstChild);
  });
})();`
}
