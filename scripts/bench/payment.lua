-- wrk: POST a payment of Rp 1,000 to a random active loan, each with its own Idempotency-Key.
-- RODA_LOANS_FILE: loan IDs, one a line; RODA_TOKEN: a bearer token; RODA_TODAY: YYYY-MM-DD.
dofile("scripts/bench/report.lua")
local codes = {}
for line in io.lines(os.getenv("RODA_LOANS_FILE")) do codes[#codes + 1] = line end
local token, today = os.getenv("RODA_TOKEN"), os.getenv("RODA_TODAY")
local n = 0
request = function()
  n = n + 1
  local code = codes[math.random(#codes)]
  local body = '{"amount": 1000, "paid_date": "' .. today .. '", "method": "cash", "reference": "BENCH-' .. n .. '"}'
  local headers = {
    ["Content-Type"] = "application/json",
    ["Authorization"] = "Bearer " .. token,
    ["Idempotency-Key"] = string.format("bench-%d-%d-%d", os.time(), math.random(1000000000), n),
  }
  return wrk.format("POST", "/api/v1/loans/" .. code .. "/payments", headers, body)
end
