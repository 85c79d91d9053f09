//! Search that finds people (issue 8 item 1): the application list's `q` over HTTP, on SQLite
//! and PostgreSQL (`RODA_TEST_DATABASE_URL`).

use sea_orm::{ConnectionTrait, Statement};
use serde_json::{Value, json};
use test_support::{TestApp, applications::Refs, spawn_app};

/// Creates a prospect with this name, e-mail and phone; answers its loan ID.
async fn prospect(app: &TestApp, t: &str, refs: &Refs, n: u32, name: &str, email: &str, phone: &str) -> String {
    let mut b = TestApp::prospect(refs, n);
    b["full_name"] = json!(name);
    b["email"] = json!(email);
    b["phone"] = json!(phone);
    let r = app.post("/api/v1/borrowers", Some(t), b).await;
    assert_eq!(r.status, 201, "{:?}", r.body);
    r.body["data"]["loan_id"].as_str().unwrap().to_owned()
}

/// The names a search finds, in list order.
async fn names(app: &TestApp, t: &str, q: &str) -> Vec<String> {
    let url = format!("/api/v1/loan-applications?q={}", form_urlencoded::byte_serialize(q.as_bytes()).collect::<String>());
    let r = app.get(&url, Some(t)).await;
    assert_eq!(r.status, 200, "{q}: {:?}", r.body);
    let items = r.body["data"]["items"].as_array().unwrap();
    assert_eq!(r.body["data"]["total"], items.len(), "{q}");
    items.iter().map(|i| i["full_name"].as_str().unwrap().to_owned()).collect()
}

fn loan_ids(r: &Value) -> Vec<String> {
    r["data"]["items"].as_array().unwrap().iter().map(|i| i["loan_id"].as_str().unwrap().to_owned()).collect()
}

#[tokio::test]
async fn search_finds_people_by_any_word_e_mail_part_id_digits_and_phone_digits() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let budi = prospect(&app, &t, &refs, 1, "Budi Santoso", "budi.s@example.com", "0812 3456 7890").await;
    let jose = prospect(&app, &t, &refs, 2, "José Müller", "jm@gmail.co.id", "0813 9999 0001").await;
    prospect(&app, &t, &refs, 3, "Ani Lestari", "ani.lestari@mail.id", "0856 7777 0002").await;
    prospect(&app, &t, &refs, 4, "Santi Wijaya", "santi@mail.id", "0857 6666 0003").await;

    // Any word of the name from its start, and words in order.
    assert_eq!(names(&app, &t, "Santoso").await, ["Budi Santoso"]);
    assert_eq!(names(&app, &t, "budi s").await, ["Budi Santoso"]);
    assert_eq!(names(&app, &t, "SANT").await, ["Santi Wijaya", "Budi Santoso"]);
    assert!(names(&app, &t, "antoso").await.is_empty(), "inside a word is not a word start");
    // Any part of the e-mail.
    assert_eq!(names(&app, &t, "example.com").await, ["Budi Santoso"]);
    assert_eq!(names(&app, &t, "mail.id").await, ["Santi Wijaya", "Ani Lestari"]);
    // Loan ID by its digits (and whole, any case).
    let digits = budi.trim_start_matches("LN-");
    let r = app.get(&format!("/api/v1/loan-applications?q={digits}"), Some(&t)).await;
    assert!(loan_ids(&r.body).contains(&budi), "{digits}: {:?}", r.body);
    let r = app.get(&format!("/api/v1/loan-applications?q={}", jose.to_lowercase()), Some(&t)).await;
    assert_eq!(loan_ids(&r.body), std::slice::from_ref(&jose));
    // By its number without the padding, alone or after its letters; a number is never part of
    // a longer one (loan 1 is not found by "11", nor 11 by "1").
    let number = digits.trim_start_matches('0');
    let r = app.get(&format!("/api/v1/loan-applications?q={number}"), Some(&t)).await;
    assert!(loan_ids(&r.body).contains(&budi), "{number}: {:?}", r.body);
    let r = app.get(&format!("/api/v1/loan-applications?q=ln-{number}"), Some(&t)).await;
    assert_eq!(loan_ids(&r.body), std::slice::from_ref(&budi), "ln-{number}");
    let r = app.get(&format!("/api/v1/loan-applications?q=LN{number}0"), Some(&t)).await;
    assert!(!loan_ids(&r.body).contains(&budi), "LN{number}0: {:?}", r.body);
    // Customer ID whole and by its digits.
    let d = app.get(&format!("/api/v1/loan-applications/{jose}"), Some(&t)).await;
    let customer = d.body["data"]["customer_id"].as_str().expect("customer_id").to_owned();
    let r = app.get(&format!("/api/v1/loan-applications?q={customer}"), Some(&t)).await;
    assert_eq!(loan_ids(&r.body), std::slice::from_ref(&jose));
    let r = app.get(&format!("/api/v1/loan-applications?q={}", customer.trim_start_matches("CU-")), Some(&t)).await;
    assert!(loan_ids(&r.body).contains(&jose), "{customer}: {:?}", r.body);
    // The phone by any 4+ consecutive digits, international or local.
    assert_eq!(names(&app, &t, "8123").await, ["Budi Santoso"]);
    assert_eq!(names(&app, &t, "0812 3456").await, ["Budi Santoso"]);
    assert_eq!(names(&app, &t, "+62 812-3456").await, ["Budi Santoso"]);
    assert_eq!(names(&app, &t, "99990001").await, ["José Müller"]);
    // Case- and accent-insensitive, both ways.
    for q in ["jose", "JOSÉ", "José Mü", "muller", "MÜLLER", "jose m"] {
        assert_eq!(names(&app, &t, q).await, ["José Müller"], "{q}");
    }
    assert_eq!(names(&app, &t, "bÚdÍ").await, ["Budi Santoso"]);
    // Short terms: the start of the name or e-mail.
    assert_eq!(names(&app, &t, "an").await, ["Ani Lestari"]);
    assert_eq!(names(&app, &t, "jm").await, ["José Müller"]);
    // Nothing, and terms that are not patterns.
    assert!(names(&app, &t, "nobody").await.is_empty());
    assert!(names(&app, &t, "%%%").await.is_empty());
    assert!(names(&app, &t, "b_di").await.is_empty());
    assert_eq!(names(&app, &t, "\"santoso\"").await, ["Budi Santoso"], "quotes separate words");
}

#[tokio::test]
async fn search_follows_edits_and_deletes() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let loan = prospect(&app, &t, &refs, 1, "Rina Kurniawati", "rina@example.com", "0812 1111 2222").await;
    assert_eq!(names(&app, &t, "kurnia").await, ["Rina Kurniawati"]);
    // The basic-info step changes the name and the phone: the old ones no longer find it.
    let mut body = TestApp::prospect(&refs, 1);
    body["full_name"] = json!("Rina Hasibuan");
    body["email"] = json!("rina@example.com");
    body["phone"] = json!("0812 5555 6666");
    body.as_object_mut().unwrap().retain(|k, _| !k.starts_with("password"));
    let r = app.put(&format!("/api/v1/loan-applications/{loan}/basic-info"), Some(&t), body).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    assert!(names(&app, &t, "kurnia").await.is_empty());
    assert!(names(&app, &t, "11112222").await.is_empty());
    assert_eq!(names(&app, &t, "hasibuan").await, ["Rina Hasibuan"]);
    assert_eq!(names(&app, &t, "55556666").await, ["Rina Hasibuan"]);
    // A deleted application is not found.
    let r = app.post(&format!("/api/v1/loan-applications/{loan}/delete"), Some(&t), json!({"reason": "Duplicate"})).await;
    assert_eq!(r.status, 200);
    assert!(names(&app, &t, "hasibuan").await.is_empty());
}

/// Migration m0021 turns the padded codes a database already holds (`ln-0000008 cu-0000042`)
/// into their numbers, and the full-text index follows.
#[tokio::test]
async fn stored_padded_codes_are_rewritten_to_their_numbers() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let loan = prospect(&app, &t, &refs, 1, "Rina Kurniawati", "rina@example.com", "0812 1111 2222").await;
    let number = loan.trim_start_matches("LN-").trim_start_matches('0').to_owned();
    let db = &app.state.db;
    let padded = Statement::from_string(db.get_database_backend(), "UPDATE loans SET search_ids = 'ln-0000000 cu-0000000'");
    db.execute_raw(padded).await.unwrap();
    assert!(!loan_ids(&app.get(&format!("/api/v1/loan-applications?q=ln-{number}"), Some(&t)).await.body).contains(&loan));
    storage::migration::m0021_search_codes::rewrite(db).await.unwrap();
    storage::migration::m0021_search_codes::rewrite(db).await.unwrap();
    let r = app.get(&format!("/api/v1/loan-applications?q=ln-{number}"), Some(&t)).await;
    assert_eq!(loan_ids(&r.body), std::slice::from_ref(&loan));
    let r = app.get(&format!("/api/v1/loan-applications?q={}", loan.to_lowercase()), Some(&t)).await;
    assert_eq!(loan_ids(&r.body), [loan]);
}

/// Every page of the application list searched for `q` in `sort` order, `limit` rows a page with
/// totals capped at `cap`, read through the repository: the loan IDs in the order read and each
/// page's total (`n`, `capped`).
async fn every_page(
    app: &TestApp,
    q: &str,
    sort: storage::repo::loans::Sort,
    limit: u64,
    cap: u64,
) -> (Vec<String>, Vec<(u64, bool)>) {
    use storage::repo::loans::{self, Caps, ListFilter, Scope};
    let (mut seen, mut cursor, mut totals) = (Vec::new(), None, Vec::new());
    loop {
        let f = ListFilter { q: Some(q.into()), sort, limit, cursor, ..ListFilter::new(Scope::All) };
        let (rows, next, total) = loans::list_with(&app.state.db, &f, Caps { total: cap, search: cap }).await.unwrap();
        seen.extend(rows.iter().map(|r| r.loan_code.clone()));
        totals.push((total.n, total.capped));
        match next {
            Some(c) => cursor = Some(c),
            None => return (seen, totals),
        }
    }
}

/// A broad search pages through every match once, in list order, both ways, with a capped total.
#[tokio::test]
async fn a_broad_search_pages_in_list_order() {
    use storage::repo::loans::Sort;
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let mut created = Vec::new();
    for n in 0..7u32 {
        let name = if n % 2 == 0 { format!("Dewi Siregar {n}") } else { format!("Eko Prasetyo {n}") };
        let loan = prospect(&app, &t, &refs, 10 + n, &name, &format!("user{n}@example.com"), &format!("0812 0000 {n:04}")).await;
        created.push((loan, name));
    }
    let want: Vec<String> = created.iter().filter(|(_, n)| n.starts_with("Dewi")).map(|(l, _)| l.clone()).collect();
    for sort in [Sort::Newest, Sort::Oldest] {
        let (seen, totals) = every_page(&app, "dewi s", sort, 1, 2).await;
        let mut expected = want.clone();
        if sort == Sort::Newest {
            expected.reverse();
        }
        assert_eq!(seen, expected, "{sort:?}");
        assert!(totals.iter().all(|t| *t == (2, true)), "{totals:?}");
    }
}

/// Issue 46 item 2: a phone fragment is counted by its four-digit groups on PostgreSQL (m0058):
/// the count holds every phone that has the fragment anywhere (across the groups staff write, in
/// the local and the international form), every e-mail and ID that has it, no deleted loan and
/// no phone that holds its digits apart, and stops at the cap, as the pages read them.
#[tokio::test]
async fn a_phone_fragment_counts_exactly_its_matches() {
    use storage::repo::loans::Sort;
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let local = prospect(&app, &t, &refs, 1, "Ani Local", "ani@example.com", "0812 7391 0001").await;
    let intl = prospect(&app, &t, &refs, 2, "Bayu Intl", "bayu@example.com", "+62 812 7391 0002").await;
    let across = prospect(&app, &t, &refs, 3, "Citra Across", "citra@example.com", "0812 0007 3910").await;
    let mail = prospect(&app, &t, &refs, 4, "Dodi Mail", "dodi7391@example.com", "0813 0000 0004").await;
    prospect(&app, &t, &refs, 5, "Eka Apart", "eka@example.com", "0812 7390 0391").await;
    let gone = prospect(&app, &t, &refs, 6, "Fajar Gone", "fajar@example.com", "0812 7391 0006").await;
    let r = app.post(&format!("/api/v1/loan-applications/{gone}/delete"), Some(&t), json!({"reason": "Duplicate"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);

    // `names` holds the total to the rows listed.
    assert_eq!(names(&app, &t, "7391").await, ["Dodi Mail", "Citra Across", "Bayu Intl", "Ani Local"]);
    assert_eq!(names(&app, &t, "73910").await, ["Citra Across", "Bayu Intl", "Ani Local"]);
    assert_eq!(names(&app, &t, "8127391").await, ["Bayu Intl", "Ani Local"]);
    assert_eq!(names(&app, &t, "+62 812-7391-0002").await, ["Bayu Intl"]);
    assert!(names(&app, &t, "73900392").await.is_empty());
    let mut order = vec![mail, across, intl, local];
    for sort in [Sort::Newest, Sort::Oldest] {
        let (seen, totals) = every_page(&app, "7391", sort, 1, 3).await;
        assert_eq!(seen, order, "{sort:?}");
        assert!(totals.iter().all(|t| *t == (3, true)), "{sort:?}: {totals:?}");
        order.reverse();
    }
}

/// A row found by a search reads exactly as the same row in the unsearched list: its program,
/// partner and PIC names (read with the searched page's rows in one statement) in the caller's
/// language, on the first page (its total from the same walk) and on a later one.
#[tokio::test]
async fn a_searched_row_reads_as_the_listed_row() {
    use reqwest::Method;
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let rina = prospect(&app, &t, &refs, 1, "Rina Kusuma", "rina.k@example.com", "0812 1111 2222").await;
    let other = prospect(&app, &t, &refs, 2, "Rina Kartika", "rina.ka@example.com", "0812 1111 3333").await;
    let pics = app.get("/api/v1/staff?role=pic", Some(&t)).await.body["data"].clone();
    let pic = pics.as_array().unwrap().iter().find(|p| p["email"] == "level9@roda.test").unwrap()["id"].clone();
    let r = app.post("/api/v1/loan-applications/pic", Some(&t), json!({"loan_ids": [rina], "pic_id": pic})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    for lang in ["en", "id"] {
        let get = |path: String| {
            let (app, t) = (&app, t.clone());
            async move {
                let r = app.send(Method::GET, &path, Some(&t), None, Some(lang)).await;
                assert_eq!(r.status, 200, "{path}: {:?}", r.body);
                r.body["data"].clone()
            }
        };
        let listed = get("/api/v1/loan-applications?limit=10".into()).await;
        let row = |page: &Value, loan: &str| page["items"].as_array().unwrap().iter().find(|i| i["loan_id"] == loan).cloned();
        let (rina_row, other_row) = (row(&listed, &rina).unwrap(), row(&listed, &other).unwrap());
        assert_eq!(rina_row["pic"]["name"], "Staff Level 9");
        assert!(rina_row["program"]["name"].as_str().is_some_and(|n| !n.is_empty()), "{rina_row}");
        assert!(rina_row["partner"]["name"].as_str().is_some_and(|n| !n.is_empty()), "{rina_row}");
        let found = get("/api/v1/loan-applications?q=kusuma".into()).await;
        assert_eq!(found["items"], json!([rina_row]), "{lang}");
        // "rina k" finds both; one a page: the first page counts both, the second comes after it.
        let first = get("/api/v1/loan-applications?q=rina%20k&limit=1".into()).await;
        assert_eq!((first["total"].clone(), first["total_capped"].clone()), (json!(2), json!(false)), "{lang}");
        assert_eq!(first["items"], json!([other_row]), "newest first");
        let cursor = first["next_cursor"].as_str().unwrap().to_owned();
        let second = get(format!("/api/v1/loan-applications?q=rina%20k&limit=1&cursor={cursor}")).await;
        assert_eq!(second["items"], json!([rina_row]), "{lang}");
        assert!(second["next_cursor"].is_null());
    }
}

/// The `loan_id`s a list at `path` finds for `q`, in its order.
async fn found_on(app: &TestApp, t: &str, path: &str, q: &str) -> Vec<String> {
    let url = format!("{path}?q={}", form_urlencoded::byte_serialize(q.as_bytes()).collect::<String>());
    let r = app.get(&url, Some(t)).await;
    assert_eq!(r.status, 200, "{url}: {:?}", r.body);
    loan_ids(&r.body)
}

/// The ways staff write the phone `0812 dddd dddd` (given as its 12 digits `0812…`).
fn written_phones(local: &str) -> Vec<String> {
    let (op, a, b) = (&local[1..4], &local[4..8], &local[8..]);
    vec![
        format!("+62 {op}-{a}-{b}"),
        format!("0{op} {a} {b}"),
        format!("(0{op}) {a}.{b}"),
        format!("62{op}{a}{b}"),
        format!("+62 (0){op} {a} {b}"),
        format!("0{op}{a}{b}"),
        format!("{op}–{a}–{b}"),
    ]
}

/// Issue 46 item 2: a whole e-mail address, a full name with spaces, a phone in any written
/// form and a loan or customer ID each find the borrower, and only the borrowers that hold it,
/// including the ones that share the part of the value the PostgreSQL index is asked for (the
/// end of the e-mail before its `@`, the phone's last digits).
#[tokio::test]
async fn whole_values_find_exactly_their_borrower() {
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let list = "/api/v1/loan-applications";
    let budi = prospect(&app, &t, &refs, 1, "Budi Santoso", "budi.santoso@example.id", "+62 812-3456-7890").await;
    // The same e-mail end, phone end, reversed name, a longer name and a longer e-mail.
    let rina = prospect(&app, &t, &refs, 2, "Rina Santoso", "rina.santoso@example.id", "+62 813-3456-7890").await;
    let reversed = prospect(&app, &t, &refs, 3, "Santoso Budi", "sb@example.id", "0812 3456 7891").await;
    let longer = prospect(&app, &t, &refs, 4, "Budi Santoso Putra", "budi.santoso2@example.id", "0857 1111 2222").await;
    for q in ["budi.santoso@example.id", "Budi.Santoso@Example.ID", " budi.santoso@example.id "] {
        assert_eq!(found_on(&app, &t, list, q).await, std::slice::from_ref(&budi), "{q}");
    }
    assert_eq!(found_on(&app, &t, list, "budi.santoso2@example.id").await, std::slice::from_ref(&longer));
    assert_eq!(found_on(&app, &t, list, "santoso@example.id").await, [rina.clone(), budi.clone()], "any part of an e-mail");
    for q in ["budi santoso", "  Budi   SANTOSO ", "budi.santoso", "budi\tsantoso"] {
        assert_eq!(found_on(&app, &t, list, q).await, [longer.clone(), budi.clone()], "{q:?}: word starts, in order");
    }
    assert_eq!(found_on(&app, &t, list, "budi santoso putra").await, std::slice::from_ref(&longer));
    assert_eq!(found_on(&app, &t, list, "santoso budi").await, std::slice::from_ref(&reversed));
    for q in written_phones("081234567890") {
        assert_eq!(found_on(&app, &t, list, &q).await, std::slice::from_ref(&budi), "{q}");
    }
    assert_eq!(found_on(&app, &t, list, "0813 3456 7890").await, std::slice::from_ref(&rina));
    assert_eq!(found_on(&app, &t, list, "3456 7890").await, [rina.clone(), budi.clone()], "the phone's end");
    assert_eq!(found_on(&app, &t, list, "+62 812 3456 789").await, [reversed.clone(), budi.clone()], "the phone's start");
    let customer = app.get(&format!("{list}/{budi}"), Some(&t)).await.body["data"]["customer_id"].as_str().unwrap().to_owned();
    for q in [budi.clone(), budi.to_lowercase(), customer.clone(), customer.replace('-', " ")] {
        assert_eq!(found_on(&app, &t, list, &q).await, std::slice::from_ref(&budi), "{q}");
    }
}

/// The same search on every list that has one (issue 46 item 2): the approval, KYC, contract,
/// active-borrower and all-billing lists find their loan by its borrower's whole e-mail, full
/// name, phone in any written form, loan ID and customer ID, and nothing else.
#[tokio::test]
async fn every_list_searches_whole_values_the_same_way() {
    let app = spawn_app().await;
    let admin = app.login("admin@roda.test").await.token;
    let lender_staff = app.login("lender@roda.test").await.token;
    let lender =
        storage::repo::users::find_by_email(&app.state.db, "lender@roda.test").await.unwrap().unwrap().lender_id.unwrap();
    let refs = app.refs(&admin).await;
    // `TestApp::prospect(refs, n)`: "Budi Santoso {n}", budi{n}@example.co.id, 0812 1000 00{n}.
    let approval = app.verified_loan(&admin, &refs, 11).await;
    let (kyc, contract) = (app.verified_loan(&admin, &refs, 12).await, app.verified_loan(&admin, &refs, 13).await);
    let r = app
        .post("/api/v1/loan-approvals/allocate", Some(&admin), json!({"loan_ids": [kyc, contract], "lender_id": lender}))
        .await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    for loan in [&kyc, &contract] {
        assert_eq!(app.post(&format!("/api/v1/loans/{loan}/approve"), Some(&lender_staff), json!({})).await.status, 200);
    }
    let r = app.post(&format!("/api/v1/loans/{contract}/kyc-result"), Some(&admin), json!({"result": "approved"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    let active = app.pending_activation_loan(&admin, &lender_staff, &lender.to_string(), &refs, 14).await;
    let r = app.hand_over(&admin, &active, 14, test_support::applications::today()).await;
    assert_eq!(r.status, 200, "{:?}", r.body);
    for (path, loan, n) in [
        ("/api/v1/loan-approvals", &approval, 11),
        ("/api/v1/kyc", &kyc, 12),
        ("/api/v1/loan-contracts", &contract, 13),
        ("/api/v1/active-borrowers", &active, 14),
        ("/api/v1/repayments/all-billing", &active, 14),
    ] {
        let customer =
            app.get(&format!("/api/v1/loan-applications/{loan}"), Some(&admin)).await.body["data"]["customer_id"].clone();
        let mut shapes = vec![
            format!("Budi Santoso {n}"),
            format!("  budi   SANTOSO {n} "),
            format!("budi{n}@example.co.id"),
            format!("BUDI{n}@Example.co.id"),
            loan.clone(),
            customer.as_str().unwrap().to_owned(),
        ];
        shapes.extend(written_phones(&format!("0812{:08}", 10_000_000 + n)));
        for q in shapes {
            let found = found_on(&app, &admin, path, &q).await;
            assert!(!found.is_empty() && found.iter().all(|l| l == loan), "{path} {q:?}: {found:?}");
        }
        assert!(found_on(&app, &admin, path, "budi99@example.co.id").await.is_empty(), "{path}");
    }
}

/// Issue 46 item 2: a full name and an e-mail's name part, read from the name's b-tree indexes
/// (m0053) and the e-mail's (m0057) rather than the list-order walk: the name from any word on
/// (the first, second, third, and past the third in a long name), the e-mail from its start, just
/// after its first separator or from its domain, never from inside a word (that e-mail is still
/// found whole, or by its own word), never a reversed name, a longer first word or an unfinished
/// one; in list order both ways, paged, with capped totals; deleted rows never.
#[tokio::test]
async fn a_full_name_and_an_e_mail_name_part_find_exactly_their_rows_in_list_order() {
    use storage::repo::loans::{self, Caps, ListFilter, Scope, Sort};
    let app = spawn_app().await;
    let t = app.login("level3@roda.test").await.token;
    let refs = app.refs(&t).await;
    let list = "/api/v1/loan-applications";
    let mut n = 30;
    let mut add = async |name: &str, email: &str| {
        n += 1;
        prospect(&app, &t, &refs, n, name, email, &format!("0812 7000 {n:04}")).await
    };
    let first = add("Budi Santoso", "budi.santoso@example.id").await;
    let reversed = add("Santoso Budi", "santoso.budi@example.id").await;
    let second = add("Ahmad Budi Santoso", "ahmad.bs@example.id").await;
    let longer = add("Budiman Santoso", "budiman@example.id").await;
    let third = add("Rina Dewi Budi Santosa Putra", "rdbsp@example.id").await;
    let mid_mail = add("Rina Lestari", "xbudi.santoso@mail.id").await;
    let deep = add("Muhammad Rizky Adi Putra Budi Santoso", "mrap@example.id").await;
    let dot_mail = add("Eko Prasetyo", "eko.budi.santoso.7@mail.id").await;
    let unfinished = add("Budi Santo", "bsanto@example.id").await;
    let last = add("BUDI  SANTOSO  WIJAYA", "bsw@example.id").await;
    let under_mail = add("Sari Wulandari", "08_budi.santoso@mail.id").await;
    let domain_mail = add("Rini Astuti", "rini@santoso.co.id").await;
    let deleted = add("Budi Santoso", "budi.santoso.9@example.id").await;
    let r = app.post(&format!("{list}/{deleted}/delete"), Some(&t), json!({"reason": "Duplicate"})).await;
    assert_eq!(r.status, 200, "{:?}", r.body);

    let names = [last.clone(), deep.clone(), second.clone(), first.clone()];
    assert_eq!(found_on(&app, &t, list, "budi santoso").await, names, "the name from its first, second… word");
    assert_eq!(found_on(&app, &t, list, "Budi   SANTOSO").await, names);
    let with_mail = [under_mail.clone(), last.clone(), dot_mail.clone(), deep.clone(), second.clone(), first.clone()];
    assert_eq!(found_on(&app, &t, list, "budi.santoso").await, with_mail, "and the e-mail from a word's start");
    assert_eq!(found_on(&app, &t, list, "santoso.co").await, std::slice::from_ref(&domain_mail), "from its domain");
    assert_eq!(found_on(&app, &t, list, "xbudi.santoso@mail.id").await, std::slice::from_ref(&mid_mail), "whole");
    assert_eq!(found_on(&app, &t, list, "xbudi").await, std::slice::from_ref(&mid_mail), "by its own word");
    assert_eq!(found_on(&app, &t, list, "ahmad budi santoso").await, std::slice::from_ref(&second));
    assert_eq!(found_on(&app, &t, list, "budi santosa").await, std::slice::from_ref(&third), "from the third word");
    let santo = [last.clone(), unfinished.clone(), deep.clone(), third.clone(), second.clone(), first.clone()];
    assert_eq!(found_on(&app, &t, list, "budi santo").await, santo, "the last word unfinished");
    assert_eq!(found_on(&app, &t, list, "santoso budi").await, std::slice::from_ref(&reversed));
    assert_eq!(found_on(&app, &t, list, "budiman santoso").await, std::slice::from_ref(&longer));
    assert_eq!(found_on(&app, &t, list, "putra budi").await, std::slice::from_ref(&deep), "past the third word");
    assert_eq!(found_on(&app, &t, list, "santoso wijaya").await, std::slice::from_ref(&last));
    assert!(found_on(&app, &t, list, "budi santoso putra").await.is_empty());
    assert!(found_on(&app, &t, list, "udi santoso").await.is_empty(), "a name matches from a word's start");
    // A broad name (`budi s`) keeps the walk and finds the same rows.
    assert_eq!(found_on(&app, &t, list, "budi s").await, santo);

    // Paged two at a time both ways: each match once, in list order, the total capped at 3.
    for (q, newest) in [("budi santoso", names.to_vec()), ("budi.santoso", with_mail.to_vec())] {
        for sort in [Sort::Newest, Sort::Oldest] {
            let (seen, totals) = every_page(&app, q, sort, 2, 3).await;
            let mut expected = newest.clone();
            if sort == Sort::Oldest {
                expected.reverse();
            }
            assert_eq!(seen, expected, "{q} {sort:?}");
            assert!(totals.iter().all(|t| *t == (3, true)), "{q} {sort:?}: {totals:?}");
        }
    }
    // Counted exactly below the cap.
    let f = ListFilter { q: Some("budi santoso".into()), limit: 1, ..ListFilter::new(Scope::All) };
    let (_, _, total) = loans::list_with(&app.state.db, &f, Caps { total: 10, search: 10 }).await.unwrap();
    assert_eq!((total.n, total.capped), (4, false));
}
