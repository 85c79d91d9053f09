-- wrk: POST a payment of Rp 1,000 to a random active loan, each with its own Idempotency-Key.
-- RODA_LOANS_FILE: loan IDs, one a line; RODA_TOKEN: a bearer token; RODA_TODAY: YYYY-MM-DD.
dofile("scripts/bench/report.lua")
local codes = {}
for line in io.lines(os.getenv("RODA_LOANS_FILE")) do codes[#codes + 1] = line end
local token, today = os.getenv("RODA_TOKEN"), os.getenv("RODA_TODAY")
local n = 0
-- Each wrk thread has its own Lua state with the same default random seed: without a seed and
-- an id of its own, two threads send the same loan and key at about the same time, and the
-- second request is a replay instead of a payment.
local threads = 0
setup = function(thread)
  threads = threads + 1
  thread:set("thread_id", threads)
end
init = function()
  math.randomseed(os.time() * 100 + thread_id)
end
request = function()
  n = n + 1
  local code = codes[math.random(#codes)]
  local body = '{"amount": 1000, "paid_date": "' .. today .. '", "method": "cash", "reference": "BENCH-' .. n .. '"}'
  local headers = {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. token,
    ["Idempotency-Key"] = string.format("bench-%d-%d-%d-%d", thread_id, os.time(), math.random(1000000000), n),
  }
  return wrk.format("POST", "/api/v1/loans/" .. code .. "/payments", headers, body)
end
