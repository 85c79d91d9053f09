-- wrk: the login request with the report line.
dofile(debug.getinfo(1).source:match("@?(.*/)") .. "login.lua")
dofile(debug.getinfo(1).source:match("@?(.*/)") .. "report.lua")
