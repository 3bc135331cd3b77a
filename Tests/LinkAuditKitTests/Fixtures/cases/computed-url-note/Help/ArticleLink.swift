import SwiftUI

struct Article {
    var title: String
    var slug: String
}

struct ArticleLink: View {
    let article: Article

    var body: some View {
        Link(article.title, destination: URL(string: "https://blog.example.com/posts/\(article.slug)")!)
    }
}
