// Shared by the package's worker modules (copied into the web build beside them by scripts/pkg-manifest.mjs).

/** An error as a plain object a worker can post: its name, message, stable code, rule and problems. */
export const plainError = (e) => ({
  name: e?.name ?? 'Error', message: String(e?.message ?? e), code: e?.code ?? 'worker_error',
  rule: e?.rule ?? null, problems: e?.problems ?? [],
});

/** A posted plain error back as an Error with its fields. */
export const fromPlain = (error) => Object.assign(new Error(error.message), error);

/** The error a cancelled run rejects with: the signal's reason, or an AbortError. */
export function abortError(signal) {
  return signal.reason instanceof Error ? signal.reason : Object.assign(new Error('the run was cancelled'), { name: 'AbortError' });
}
