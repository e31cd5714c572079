// Which request ids a server keeps from `x-request-id` (the gateway's from a
// proxy in front, the backend's from the gateway): a plain token, so one id
// follows a request from the edge to the database. The two servers must agree,
// or the backend would replace the id the gateway forwards and the logs would
// no longer join; anything else (too long, characters that could forge log
// lines) is replaced by a new id.
export const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
