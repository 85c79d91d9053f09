#!/usr/bin/env python3
"""Writes an .xlsx of N valid prospect rows for the batch-import benchmark (issue 13), with the
demo reference data's names and e-mails/phones unique to the file: bench-import-file.py N PATH."""
import sys
import time

from openpyxl import Workbook

COLUMNS = ["full_name", "gender", "birth_place", "birth_date", "marital_status", "spouse_name", "mother_name",
           "email", "phone", "emergency_name", "emergency_phone", "emergency_relation", "program", "partner",
           "dealer", "motorcycle_type", "sales_name", "address", "postcode", "province_code", "city_code",
           "district_code", "sub_district_code"]

n, path = int(sys.argv[1]), sys.argv[2]
run = int(time.time()) % 100000
wb = Workbook(write_only=True)
ws = wb.create_sheet("Prospects")
ws.append(COLUMNS)
for i in range(n):
    ws.append([f"Budi Santoso {i}", "Male", "Bekasi", "1990-05-17", "Single", "", "Siti Aminah",
               f"bench.{run}.{i}@import.example.id", f"0813{(run * 100000 + i) % 100000000:08d}", "Ani Lestari",
               "0813 2222 3333", "Family", "Loan monthly 24 months", "Gojek", "Roda Gambir", "Gesits G1", "Rina",
               "Jl. Medan Merdeka Barat No. 12", "10110", "31", "31.71", "31.71.01", "31.71.01.1001"])
wb.save(path)
