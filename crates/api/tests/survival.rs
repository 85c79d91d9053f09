//! Issue 40, on SQLite and PostgreSQL: hostile spreadsheets answer and the server lives, and a
//! slow upload holds no import slot.

#![allow(clippy::unwrap_used, clippy::expect_used)] // tests: a failed step is a failed test

use std::time::Duration;

use reqwest::multipart;
use rust_xlsxwriter::Workbook;
use test_support::{Reply, TestApp, spawn_app};
use tokio::io::AsyncWriteExt;

/// The three spreadsheet imports and who may use each.
const IMPORTS: [(&str, &str); 3] = [
    ("/api/v1/traffic-tickets/import", "level3@roda.test"),
    ("/api/v1/motorcycles/import", "level6@roda.test"),
    ("/api/v1/loan-applications/imports", "admin@roda.test"),
];

async fn upload(app: &TestApp, path: &str, token: &str, bytes: Vec<u8>) -> Reply {
    let form = multipart::Form::new().part("file", multipart::Part::bytes(bytes).file_name("far.xlsx"));
    Reply::read(app.client.post(app.url(path)).bearer_auth(token).multipart(form).send().await.unwrap()).await
}

/// A small xlsx (a few KB) with a header in A1 and one cell at `far` (0-based row, column).
fn far_cell(far: (u32, u16)) -> Vec<u8> {
    let mut book = Workbook::new();
    let sheet = book.add_worksheet();
    sheet.write_string(0, 0, "plate_number").unwrap();
    sheet.write_string(far.0, far.1, "x").unwrap();
    book.save_to_buffer().unwrap()
}

#[tokio::test]
async fn a_far_cell_is_a_refused_file_and_not_a_dead_server() {
    let app = spawn_app().await;
    for (path, who) in IMPORTS {
        let token = app.login(who).await.token;
        for far in [(1_048_575, 16_383), (2_999, 16_383)] {
            let file = far_cell(far);
            assert!(file.len() < 8 * 1024, "{}", file.len());
            let r = upload(&app, path, &token, file).await;
            assert_eq!((r.status, r.error_codes("file")), (422, vec!["import_empty".to_owned()]), "{path} {far:?}: {:?}", r.body);
        }
    }
    assert_eq!(app.get("/readyz", None).await.status, 200);
}

/// Starts an upload to `path` that sends its headers and the start of its body, then stalls
/// (1 byte a second would do the same); dropping the stream ends it.
async fn trickle(app: &TestApp, path: &str, token: &str) -> tokio::net::TcpStream {
    let mut s = tokio::net::TcpStream::connect(app.addr).await.unwrap();
    let head = format!(
        "POST {path} HTTP/1.1\r\nhost: {}\r\nauthorization: Bearer {token}\r\ncontent-type: multipart/form-data; boundary=b\r\ncontent-length: 100000\r\n\r\n--b\r\ncontent-disposition: form-data; name=\"file\"; filename=\"slow.xlsx\"\r\n\r\nPK",
        app.addr
    );
    s.write_all(head.as_bytes()).await.unwrap();
    s.flush().await.unwrap();
    s
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
async fn uploads_trickling_in_hold_no_import_slot() {
    let app = spawn_app().await;
    let (path, who) = IMPORTS[0];
    let token = app.login(who).await.token;
    // More slow uploads than there are slots (two), all still sending.
    let mut slow = Vec::new();
    for _ in 0..3 {
        slow.push(trickle(&app, path, &token).await);
    }
    tokio::time::sleep(Duration::from_millis(300)).await;
    for (path, who) in IMPORTS {
        let token = app.login(who).await.token;
        let r = upload(&app, path, &token, far_cell((5, 1))).await;
        assert!(r.status < 500, "{path}: {:?}", r.body);
    }
    drop(slow);
}
