"""Seeds a demo server for scripts/fuzz-api.sh and prints a schemathesis configuration whose
dictionaries hold the real ids (loan IDs, staff, reference rows) that the fuzzer mixes into
path parameters and bodies, so generated requests reach the handlers' logic and storage.

Usage: python3 scripts/fuzz-seed.py URL TOKEN > schemathesis.toml
"""

import datetime
import json
import sys
import urllib.request

URL, TOKEN = sys.argv[1], sys.argv[2]


def call(method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    req = urllib.request.Request(URL + path, data=data, method=method)
    req.add_header("Authorization", f"Bearer {TOKEN}")
    req.add_header("Content-Type", "application/json")
    with urllib.request.urlopen(req) as res:
        return json.load(res)["data"]


programs = call("GET", "/api/v1/programs")
partners = call("GET", "/api/v1/partners")
dealers = call("GET", "/api/v1/dealers")
partner = partners[0]["id"]
types = call("GET", f"/api/v1/motorcycle-types?partner_id={partner}")
staff = [u["id"] for u in call("GET", "/api/v1/users?limit=100")["items"] if u["email"] != "admin@roda.test"]

birth = (datetime.date.today() - datetime.timedelta(days=30 * 366)).isoformat()
loans = []
for n in range(3):
    created = call("POST", "/api/v1/borrowers", {
        "full_name": f"Fuzz Borrower {n}", "gender": "female", "birth_place": "Bekasi", "birth_date": birth,
        "marital_status": "married" if n == 1 else "single", "mother_name": "Siti", "spouse_name": "Budi",
        "emergency_contact": {"name": "Ani", "phone": "0813 2222 3333", "relation": "family"},
        "email": f"fuzz{n}@example.co.id", "phone": f"08129999000{n}",
        "password": "Motor-Listrik7", "password_confirmation": "Motor-Listrik7",
        "program_id": programs[0]["id"], "dealer_id": dealers[0]["id"], "partner_id": partner,
        "motorcycle_type_id": types[0]["id"],
    })
    loans.append(created["loan_id"])
# One application a step further, so address-dependent rules run too.
address = {"address": "Jl. Medan Merdeka Barat 12", "postcode": "10110", "province_code": "31",
           "city_code": "31.71", "district_code": "31.71.01", "sub_district_code": "31.71.01.1001"}
call("PUT", f"/api/v1/loan-applications/{loans[0]}/address", {"residential": address, "residential_same_as_ktp": True})

dictionaries = {
    "loans": loans,
    "users": staff,
    "programs": [p["id"] for p in programs],
    "partners": [p["id"] for p in partners],
    "dealers": [d["id"] for d in dealers],
    "motorcycle_types": [t["id"] for t in types],
    "regions": ["31", "31.71", "31.71.01"],
}
parameters = {
    "path.loan_id": "loans",
    "path.id": "users",
    "path.code": "regions",
    "query.partner_id": "partners",
    "query.program_id": "programs",
    "body.loan_ids[*]": "loans",
    "body.schedules[*].loan_id": "loans",
    "body.pic_id": "users",
    "body.partner_id": "partners",
    "body.program_id": "programs",
    "body.dealer_id": "dealers",
    "body.motorcycle_type_id": "motorcycle_types",
}

out = []
for name, values in dictionaries.items():
    out.append(f"[dictionaries.{name}]\nvalues = {json.dumps(values)}\n")
out.append("[parameters]")
for key, name in parameters.items():
    out.append(f'"{key}" = {{ dictionary = "{name}", probability = 0.7 }}')
print("\n".join(out))
