-- wrk: print one machine-readable line: requests/s, p50, p99 (ms), errors.
-- With RODA_THINK_MS set, each connection waits 0.5–1.5 × that many ms before each request, so
-- 50 connections behave like 50 staff at a human pace instead of 50 clients in a tight loop.
local think = tonumber(os.getenv("RODA_THINK_MS") or "")
if think then
  delay = function()
    return math.random(math.floor(think / 2), math.floor(think * 3 / 2))
  end
end

done = function(summary, latency, requests)
  local errors = summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout
  io.write(string.format("RESULT rps=%.0f p50_ms=%.2f p99_ms=%.2f errors=%d requests=%d\n",
    summary.requests / (summary.duration / 1e6), latency:percentile(50) / 1000, latency:percentile(99) / 1000,
    errors, summary.requests))
end
