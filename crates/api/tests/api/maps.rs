//! The maps API (spec §7, issue 8 item 9): `GET /api/v1/geocode` against a local stub of a
//! Nominatim-compatible service (wiremock), found / not found / down / too slow / off.

use std::time::Duration;

use serde_json::json;
use test_support::{Options, TestApp, spawn_app, spawn_app_with};
use wiremock::{
    Mock, MockServer, ResponseTemplate,
    matchers::{header_exists, method, path, query_param},
};

async fn with_maps(url: String, timeout_ms: u64) -> (TestApp, String) {
    let app = spawn_app_with(Options {
        configure: Box::new(move |c| {
            c.maps_url = Some(url);
            c.maps_timeout_ms = timeout_ms;
        }),
        ..Default::default()
    })
    .await;
    let t = app.login("level3@roda.test").await.token;
    (app, t)
}

const GAMBIR: &str = "/api/v1/geocode?address=Jl.%20Medan%20Merdeka%20Barat%2012&city_code=31.71&district_code=31.71.01";

#[tokio::test]
async fn an_address_found_gives_its_point_and_the_dealers_near_it() {
    let maps = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/search"))
        .and(query_param("q", "Jl. Medan Merdeka Barat 12, Gambir, Kota Jakarta Pusat"))
        .and(query_param("format", "jsonv2"))
        .and(query_param("countrycodes", "id"))
        .and(header_exists("user-agent"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!([{"lat": "-6.1754", "lon": "106.8272", "display_name": "Monas"}])),
        )
        .expect(1)
        .mount(&maps)
        .await;
    let (app, t) = with_maps(maps.uri(), 2_000).await;
    assert_eq!(app.get("/api/v1/me", Some(&t)).await.body["data"]["maps_enabled"], true);
    let r = app.get(GAMBIR, Some(&t)).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert_eq!(r.body["data"], json!({"lat": -6.1754, "lng": 106.8272}));
    // A second ask is answered from the cache (the stub expects exactly one request).
    assert_eq!(app.get(GAMBIR, Some(&t)).await.body["data"]["lat"], -6.1754);
    // The point gives the dealers within 5 km, nearest first.
    let d = app.get("/api/v1/dealers?lat=-6.1754&lng=106.8272", Some(&t)).await;
    let names: Vec<&str> = d.body["data"].as_array().unwrap().iter().map(|x| x["name"].as_str().unwrap()).collect();
    assert_eq!(names.first(), Some(&"Roda Gambir"), "{names:?}");
}

#[tokio::test]
async fn an_unknown_address_is_404_address_not_found_in_both_languages() {
    let maps = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/search"))
        .respond_with(ResponseTemplate::new(200).set_body_json(json!([])))
        .mount(&maps)
        .await;
    let (app, t) = with_maps(format!("{}/", maps.uri()), 2_000).await;
    let r = app.get(GAMBIR, Some(&t)).await;
    assert_eq!(r.status, 404);
    assert_eq!(r.body["errors"][0]["code"], "address_not_found");
    let r = app.send(reqwest::Method::GET, GAMBIR, Some(&t), None, Some("id")).await;
    assert_eq!(r.body["msg"], "Alamat ini tidak ditemukan di peta. Pilih dealer di kota tersebut.");
}

#[tokio::test]
async fn a_failing_or_slow_service_is_502_maps_unavailable_never_500() {
    let maps = MockServer::start().await;
    Mock::given(method("GET"))
        .and(path("/search"))
        .and(query_param("q", "Jl. Rusak 1, Kota Jakarta Pusat"))
        .respond_with(ResponseTemplate::new(500))
        .mount(&maps)
        .await;
    Mock::given(method("GET"))
        .and(path("/search"))
        .and(query_param("q", "Jl. Aneh 1, Kota Jakarta Pusat"))
        .respond_with(ResponseTemplate::new(200).set_body_string("<html>not json</html>"))
        .mount(&maps)
        .await;
    Mock::given(method("GET"))
        .and(path("/search"))
        .and(query_param("q", "Jl. Lambat 1, Kota Jakarta Pusat"))
        .respond_with(
            ResponseTemplate::new(200).set_body_json(json!([{"lat": "-6.2", "lon": "106.8"}])).set_delay(Duration::from_secs(5)),
        )
        .mount(&maps)
        .await;
    let (app, t) = with_maps(maps.uri(), 300).await;
    for street in ["Rusak", "Aneh", "Lambat"] {
        let started = std::time::Instant::now();
        let r = app.get(&format!("/api/v1/geocode?address=Jl.%20{street}%201&city_code=31.71"), Some(&t)).await;
        assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (502, Some("maps_unavailable")), "{street}: {:?}", r.body);
        assert!(started.elapsed() < Duration::from_secs(3), "{street}: the timeout holds");
    }
    // A service that is not there at all.
    drop(maps);
    let (app, t) = with_maps("http://127.0.0.1:9".into(), 300).await;
    let r = app.get(GAMBIR, Some(&t)).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (502, Some("maps_unavailable")));
}

#[tokio::test]
async fn without_a_maps_url_geocode_says_maps_disabled_and_input_is_checked() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    assert_eq!(app.get("/api/v1/me", Some(&t)).await.body["data"]["maps_enabled"], false);
    let r = app.get(GAMBIR, Some(&t)).await;
    assert_eq!((r.status, r.body["errors"][0]["code"].as_str()), (404, Some("maps_disabled")));
    let r = app.get("/api/v1/geocode?address=%20&city_code=", Some(&t)).await;
    assert_eq!(r.status, 422);
    assert_eq!(r.error_codes("address"), ["value_required"]);
    assert_eq!(r.error_codes("city_code"), ["city_required"]);
    let r = app.get("/api/v1/geocode?address=Jl.%20A&city_code=99.99", Some(&t)).await;
    assert_eq!(r.error_codes("city_code"), ["region_invalid"]);
    let r = app.get("/api/v1/geocode?address=Jl.%20A&city_code=31.71&district_code=31.74.01", Some(&t)).await;
    assert_eq!(r.error_codes("district_code"), ["region_invalid"]);
    // Staff only.
    assert_eq!(app.get(GAMBIR, None).await.status, 401);
}
