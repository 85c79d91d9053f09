//! The OpenAPI document: committed as `docs/openapi.json` and equal to what the server serves
//! (`UPDATE_OPENAPI=1 cargo test -p api --test openapi` rewrites the file after an API change),
//! every route with its bodies described, and Swagger UI served.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed step is a failed test

use serde_json::Value;
use test_support::spawn_app;

const COMMITTED: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../../docs/openapi.json");

#[tokio::test]
async fn the_committed_document_is_the_served_one() {
    let app = spawn_app().await;
    let served = app.get("/api/openapi.json", None).await;
    assert_eq!(served.status, 200);
    let text = serde_json::to_string_pretty(&served.body).unwrap() + "\n";
    if std::env::var("UPDATE_OPENAPI").is_ok_and(|v| v == "1") {
        std::fs::write(COMMITTED, &text).expect("write docs/openapi.json");
    }
    let committed = std::fs::read_to_string(COMMITTED).unwrap_or_default();
    assert!(
        committed == text,
        "docs/openapi.json differs from the served document: run `UPDATE_OPENAPI=1 cargo test -p api --test openapi` and commit it"
    );
}

/// Follows a `$ref` inside the document.
fn resolve<'a>(doc: &'a Value, schema: &'a Value) -> &'a Value {
    match schema["$ref"].as_str() {
        Some(r) => doc.pointer(r.trim_start_matches('#')).unwrap_or_else(|| panic!("dangling {r}")),
        None => schema,
    }
}

#[tokio::test]
async fn every_route_has_its_bodies_and_parameters_described() {
    let app = spawn_app().await;
    let doc = app.get("/api/openapi.json", None).await.body;
    for r in api::route_table(app.state.clone()) {
        let op = &doc["paths"][r.path][r.method.as_str().to_lowercase()];
        let what = format!("{} {}", r.method, r.path);
        let success = &op["responses"][r.status.to_string()]["content"];
        let contents = success.as_object().map_or(0, serde_json::Map::len);
        let expected = match r.returns {
            api::routes::Returns::Redirect => 0,
            api::routes::Returns::File => 3,
            api::routes::Returns::RawOf(types) => types.len(),
            _ => 1,
        } + usize::from(r.xlsx)
            + usize::from(r.pdf);
        assert_eq!(contents, expected, "{what}: its success contents");
        if r.xlsx {
            assert!(success[api::routes::XLSX]["schema"]["format"] == "binary", "{what}: the workbook documented");
        }
        // Errors are documented status by status, each with the error envelope: no `default`
        // for a client to guess from.
        let responses = op["responses"].as_object().unwrap();
        assert!(!responses.contains_key("default"), "{what}: no default response");
        for status in ["400", "404", "422", "429", "503"] {
            let schema = &responses[status]["content"]["application/json"]["schema"]["$ref"];
            assert_eq!(schema, "#/components/schemas/ErrorEnvelope", "{what}: {status}");
        }
        if let Some(json) = success.get("application/json").filter(|_| !r.path.ends_with("openapi.json")) {
            let envelope = resolve(&doc, &json["schema"]);
            assert_eq!(envelope["required"], serde_json::json!(["code", "msg", "data"]), "{what}");
            let data = resolve(&doc, &envelope["properties"]["data"]);
            assert!(data.is_object(), "{what}: data described");
        }
        if let Some(body) = r.body {
            let content = &op["requestBody"]["content"];
            let schema = content.as_object().and_then(|c| c.values().next()).map(|c| resolve(&doc, &c["schema"]));
            assert!(
                schema.is_some_and(|s| s["properties"].is_object() || s["allOf"].is_array()),
                "{what}: {body:?} body described"
            );
        } else {
            assert!(op["requestBody"].is_null(), "{what}: no body");
        }
        let params: Vec<&str> = op["parameters"].as_array().into_iter().flatten().filter_map(|p| p["name"].as_str()).collect();
        for p in r.path_params().into_iter().map(str::to_owned).chain(r.query_params()) {
            assert!(params.contains(&p.as_str()), "{what}: parameter {p}");
        }
    }
    // Every `$ref` resolves.
    let text = doc.to_string();
    for r in text.split("\"$ref\":\"").skip(1).map(|s| &s[..s.find('"').unwrap()]) {
        assert!(doc.pointer(r.trim_start_matches('#')).is_some(), "dangling {r}");
    }
    // Choices are listed, so a client (and the fuzzer) knows them.
    assert_eq!(doc["components"]["schemas"]["Gender"]["enum"], serde_json::json!(["male", "female"]));
}

#[tokio::test]
async fn the_documented_counts_are_the_counts_served() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await;
    let served = app.get("/api/v1/loan-applications/summary", Some(&admin.token)).await;
    let doc = app.get("/api/openapi.json", None).await.body;
    let mut served_keys: Vec<&String> = served.body["data"].as_object().unwrap().keys().collect();
    let mut documented: Vec<&String> =
        doc["components"]["schemas"]["ApplicationCounts"]["properties"].as_object().unwrap().keys().collect();
    served_keys.sort();
    documented.sort();
    assert_eq!(served_keys, documented);
}

#[tokio::test]
async fn swagger_ui_is_served_on_the_document() {
    let app = spawn_app().await;
    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    let r = client.get(app.url("/api/docs")).send().await.unwrap();
    assert_eq!((r.status().as_u16(), r.headers()["location"].to_str().unwrap()), (308, "/api/docs/index.html"));
    let r = app.client.get(app.url("/api/docs/index.html")).send().await.unwrap();
    assert_eq!(r.status(), 200);
    assert!(r.headers()["content-type"].to_str().unwrap().starts_with("text/html"));
    assert!(r.headers()["content-security-policy"].to_str().unwrap().contains("script-src 'self'"));
    assert!(r.text().await.unwrap().contains("swagger"));
    let init = app.client.get(app.url("/api/docs/swagger-initializer.js")).send().await.unwrap().text().await.unwrap();
    assert!(init.contains("/api/openapi.json"), "{init}");
    assert_eq!(app.get("/api/docs/nothing-here.js", None).await.status, 404);
}
