/** A configuration value is missing or bad; the message names it and the process stops. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}
