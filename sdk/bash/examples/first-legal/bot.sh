#!/usr/bin/env bash
# Plays the first legal action at every turn. Plain bash and sed, no jq: fine for games whose actions are JSON
# strings or numbers (snake, kuhn-poker); a game with object actions needs a real JSON parser (use an SDK).
while IFS= read -r line; do
  case "$line" in
    '{"type":"start"'*) echo '{"type":"ready"}' ;;
    '{"type":"turn"'*)
      action=$(sed -E 's/.*"legal":\[("[^"]*"|[^],]*).*/\1/' <<<"$line")
      echo "{\"action\":$action,\"log\":\"the first legal action\"}" ;;
    '{"type":"end"'*) exit 0 ;;
  esac
done
