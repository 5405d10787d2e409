// Runs the matcher programs of src/urlpattern/matcher.rs (its module docs explain them): a part
// list without regexp groups, compiled to a small backtracking program, run with a visited set
// over (instruction, position) so that a match costs O(instructions × input length) at most. It
// finds what RegExpBuiltinExec finds with the spec's regular expression (same captures); the
// tests compare the two on generated patterns.

// Operation codes (src/urlpattern/matcher.rs Inst): 3 Int32 per instruction, [op, a, b].
const LIT = 0;
const SPLIT = 1;
const JMP = 2;
const SAVE = 3;
const ANY = 4;
const NOT_DELIMITER = 5;
const MATCH = 6;

// Reused between calls (a call never re-enters): the visited bits, the backtracking stack of
// (pc, pos) pairs and capture restores (~slot, old value), and the capture slots.
let visited = new Int32Array(64);
let stack = new Int32Array(64);

/** ECMAScript Canonicalize with the v and i flags, as far as an ASCII literal needs it. */
function fold(c) {
  if (c >= 0x41 && c <= 0x5a) return c + 0x20;
  if (c === 0x17f) return 0x73; // ſ → s
  if (c === 0x212a) return 0x6b; // Kelvin sign → k
  return c;
}

function literalAt(input, pos, literal, ignoreCase) {
  const n = literal.length;
  if (pos + n > input.length) return false;
  if (!ignoreCase) return input.startsWith(literal, pos);
  for (let i = 0; i < n; i++) {
    if (fold(input.charCodeAt(pos + i)) !== fold(literal.charCodeAt(i))) return false;
  }
  return true;
}

/** The length of the code point at `pos` (2 for a surrogate pair). */
function width(input, pos) {
  const c = input.charCodeAt(pos);
  if (c >= 0xd800 && c <= 0xdbff && pos + 1 < input.length) {
    const d = input.charCodeAt(pos + 1);
    if (d >= 0xdc00 && d <= 0xdfff) return 2;
  }
  return 1;
}

/**
 * The fixed text every match starts with (the literals before any other instruction), the fixed
 * text every match ends with (the literals just before the final MATCH that no jump lands in,
 * so that every path to the end runs them), and whether the program is just its prefix (then
 * it matches that text only, with no groups).
 */
export function literalEnds(program) {
  const { code, literals } = program;
  let prefix = "";
  let i = 0;
  for (; code[i] === LIT; i += 3) prefix += literals[code[i + 1]];
  if (code[i] === MATCH) return { prefix, suffix: "", whole: true };
  const targets = new Set();
  for (let j = 0; j < code.length; j += 3) {
    if (code[j] === SPLIT) targets.add(code[j + 1]).add(code[j + 2]);
    else if (code[j] === JMP) targets.add(code[j + 1]);
  }
  let suffix = "";
  for (let pc = code.length / 3 - 1; !targets.has(pc) && code[3 * (pc - 1)] === LIT; pc--) {
    suffix = literals[code[3 * (pc - 1) + 1]] + suffix;
  }
  return { prefix, suffix, whole: false };
}

function push(sp, a, b) {
  if (sp + 2 > stack.length) {
    const grown = new Int32Array(stack.length * 2);
    grown.set(stack);
    stack = grown;
  }
  stack[sp] = a;
  stack[sp + 1] = b;
  return sp + 2;
}

/**
 * Match `input` against `program` ({ code, literals, delimiter (a char code or -1), ignoreCase,
 * slots }). Returns the capture slots (an array, -1 for a group that did not participate;
 * valid until the next call) or null.
 */
export function run(program, input) {
  const { code, literals, delimiter, ignoreCase } = program;
  const n = input.length;
  const columns = n + 1;
  const bits = (code.length / 3) * columns;
  const words = (bits + 31) >>> 5;
  if (visited.length < words) visited = new Int32Array(Math.max(words, 2 * visited.length));
  else visited.fill(0, 0, words);
  const slots = program.slots.fill(-1);
  let sp = push(0, 0, 0);
  while (sp > 0) {
    sp -= 2;
    let pc = stack[sp];
    let pos = stack[sp + 1];
    if (pc < 0) {
      slots[~pc] = pos;
      continue;
    }
    thread: for (;;) {
      const bit = pc * columns + pos;
      const mask = 1 << (bit & 31);
      if ((visited[bit >>> 5] & mask) !== 0) break;
      visited[bit >>> 5] |= mask;
      const i = 3 * pc;
      switch (code[i]) {
        case LIT: {
          const literal = literals[code[i + 1]];
          if (!literalAt(input, pos, literal, ignoreCase)) break thread;
          pos += literal.length;
          pc++;
          break;
        }
        case SPLIT:
          sp = push(sp, code[i + 2], pos);
          pc = code[i + 1];
          break;
        case JMP:
          pc = code[i + 1];
          break;
        case SAVE: {
          const k = code[i + 1];
          sp = push(sp, ~k, slots[k]);
          slots[k] = pos;
          pc++;
          break;
        }
        case ANY: {
          if (pos >= n) break thread;
          const c = input.charCodeAt(pos);
          if (c === 0x0a || c === 0x0d || c === 0x2028 || c === 0x2029) break thread;
          pos += width(input, pos);
          pc++;
          break;
        }
        case NOT_DELIMITER:
          if (pos >= n || input.charCodeAt(pos) === delimiter) break thread;
          pos += width(input, pos);
          pc++;
          break;
        case MATCH:
          if (pos === n) return slots;
          break thread;
        default:
          throw new Error(`url-wasm: bad matcher instruction ${code[i]}`);
      }
    }
  }
  return null;
}
