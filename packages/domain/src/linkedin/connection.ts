/** users/{uid}/linkedin/default: the token never leaves the server side. */
export interface LinkedInCredentials {
  readonly accessToken: string;
}

/** What the browser may know about a user's LinkedIn link. */
export interface LinkedInConnection {
  readonly connected: boolean;
}
