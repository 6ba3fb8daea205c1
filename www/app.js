// The previewer page: everything it shows is computed by the wasm module.
import init, { parseManaCost } from '../pkg/web/mtg_rules.js';
import { drawCost, colorWords } from './mana.js';
import { startCardPreviewer, cardPreviewerFailed } from './previewer.js';

const $ = (id) => document.getElementById(id);

function showCost(text) {
  const facts = $('cost-facts');
  const error = $('cost-error');
  try {
    const cost = parseManaCost(text);
    drawCost($('cost-symbols'), cost);
    $('cost-text').textContent = cost.text === '' ? '(none)' : cost.text;
    $('cost-mana-value').textContent = String(cost.manaValue);
    $('cost-colors').textContent = colorWords(cost.colors);
    $('cost-status').textContent = cost.hasUnSymbols ? 'Parsed (contains Un-card symbols).' : 'Parsed.';
    facts.hidden = false;
    error.hidden = true;
  } catch (e) {
    facts.hidden = true;
    error.hidden = false;
    error.textContent = `${e.message} [${e.code ?? 'error'}]`;
    $('cost-status').textContent = 'Not a mana cost.';
  }
}

async function main() {
  await init();
  const input = $('cost-input');
  input.disabled = false;
  input.addEventListener('input', () => showCost(input.value));
  for (const button of document.querySelectorAll('button.example')) {
    button.addEventListener('click', () => {
      input.value = button.textContent;
      showCost(input.value);
      input.focus();
    });
  }
  showCost(input.value);
  document.body.dataset.ready = 'true';
  await startCardPreviewer().catch(cardPreviewerFailed);
}

main().catch((e) => {
  $('cost-status').textContent = `The rules engine failed to load: ${e}`;
  $('card-status').textContent = `The rules engine failed to load: ${e}`;
});
