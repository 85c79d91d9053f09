-- wrk: POST the sign-in of one demo account.
wrk.method = "POST"
wrk.headers["Content-Type"] = "application/json"
wrk.body = '{"email":"admin@roda.test","password":"Roda!demo2026"}'
