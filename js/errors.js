// The error class every mtg-rules call throws. The package's entry points
// (pkg/*/index.js, written by scripts/pkg-manifest.mjs) re-export it, so that
// callers can write `e instanceof MtgRulesError`.

/** A rules-engine error: a real `Error` with a stable `code`, the rule that decides it, and where. */
export class MtgRulesError extends Error {
  constructor(message, code, rule, offset) {
    super(message);
    this.name = 'MtgRulesError';
    this.code = code;
    this.rule = rule;
    this.offset = offset;
  }
}

export function makeError(message, code, rule, offset) {
  return new MtgRulesError(message, code, rule, offset);
}
