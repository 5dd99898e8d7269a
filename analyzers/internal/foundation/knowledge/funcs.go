package knowledge

import (
	"go/types"
	"strings"
	"sync"
)

// Funcs is what mcpvet knows of the library functions whose bodies it does
// not read: what a call does to the world (Does) and what each of its
// arguments is (Args). It is the one table of them: the effects pass reads
// what a call changes from it, the value-flow pass which arguments are
// sinks, and neither keeps a copy.
//
// A function is keyed by its (*types.Func).FullName, the one spelling
// every pass uses: "os.ReadFile", "(*database/sql.DB).Query",
// "(github.com/labstack/echo/v4.Context).Bind" for a method of an
// interface. A test holds every key, and every argument's index and type,
// against the libraries themselves.
//
// The table is built on the first call: every go vet process of mcpvet's
// links it, and most (a standard library package's facts) never read it.
var Funcs = sync.OnceValue(func() map[string]Func {
	return map[string]Func{
		// The local file system.
		"os.Open":               {Args: args(Path)},
		"os.OpenFile":           {Does: WritesFile, Args: args(Path, OpenFlags)},
		"os.Create":             {Does: WritesFile, Args: args(Path)},
		"os.CreateTemp":         {Does: WritesFile, Args: args(TempDir)},
		"os.ReadFile":           {Args: args(Path)},
		"os.WriteFile":          {Does: WritesFile, Args: args(Path)},
		"os.ReadDir":            {Args: args(Path)},
		"os.Mkdir":              {Does: WritesFile, Args: args(Path)},
		"os.MkdirAll":           {Does: WritesFile, Args: args(Path)},
		"os.MkdirTemp":          {Does: WritesFile, Args: args(TempDir)},
		"os.Rename":             {Does: WritesFile, Args: args(Path, Path)},
		"os.Chmod":              {Does: WritesFile, Args: args(Path)},
		"os.Chown":              {Does: WritesFile, Args: args(Path)},
		"os.Chtimes":            {Does: WritesFile, Args: args(Path)},
		"os.Truncate":           {Does: WritesFile, Args: args(Path)},
		"os.Symlink":            {Does: WritesFile, Args: args(LinkTarget, Path)},
		"os.Link":               {Does: WritesFile, Args: args(LinkTarget, Path)},
		"os.CopyFS":             {Does: WritesFile, Args: args(Path)},
		"os.Remove":             {Does: WritesFile | Deletes, Args: args(Path)},
		"os.RemoveAll":          {Does: WritesFile | Deletes, Args: args(Path)},
		"io/ioutil.ReadFile":    {Args: args(Path)},
		"io/ioutil.WriteFile":   {Does: WritesFile, Args: args(Path)},
		"path/filepath.WalkDir": {Args: args(Path)},
		"path/filepath.Walk":    {Args: args(Path)},
		// Standard output: what a stdio MCP server's transport writes its
		// messages to.
		"fmt.Print":              {Does: WritesStdout},
		"fmt.Printf":             {Does: WritesStdout},
		"fmt.Println":            {Does: WritesStdout},
		"fmt.Fprint":             {Does: WritesStdout, Args: args(Stream)},
		"fmt.Fprintf":            {Does: WritesStdout, Args: args(Stream)},
		"fmt.Fprintln":           {Does: WritesStdout, Args: args(Stream)},
		"io.WriteString":         {Does: WritesStdout, Args: args(Stream)},
		"(*os.File).Write":       {Does: WritesFile | WritesStdout | OnReceiver},
		"(*os.File).WriteString": {Does: WritesFile | WritesStdout | OnReceiver},
		"(*os.File).WriteAt":     {Does: WritesFile | OnReceiver},
		"(*os.File).ReadFrom":    {Does: WritesFile | WritesStdout | OnReceiver},
		"(*os.File).Truncate":    {Does: WritesFile | OnReceiver},
		// Loggers: the default ones write to standard error unless pointed
		// elsewhere; one made on a writer writes there.
		"log.Print":                       {Does: LogsDefault},
		"log.Printf":                      {Does: LogsDefault},
		"log.Println":                     {Does: LogsDefault},
		"log.Fatal":                       {Does: LogsDefault},
		"log.Fatalf":                      {Does: LogsDefault},
		"log.Fatalln":                     {Does: LogsDefault},
		"log.Panic":                       {Does: LogsDefault},
		"log.Panicf":                      {Does: LogsDefault},
		"log.Panicln":                     {Does: LogsDefault},
		"log/slog.Info":                   {Does: LogsDefault},
		"log/slog.Warn":                   {Does: LogsDefault},
		"log/slog.Error":                  {Does: LogsDefault},
		"log/slog.InfoContext":            {Does: LogsDefault},
		"log/slog.WarnContext":            {Does: LogsDefault},
		"log/slog.ErrorContext":           {Does: LogsDefault},
		"log.SetOutput":                   {Does: SetsDefaultLog, Args: args(Stream)},
		"log/slog.SetDefault":             {Does: SetsDefaultLog, Args: args(Stream)},
		"io.MultiWriter":                  {Does: WrapsWriter},
		"bufio.NewWriter":                 {Does: WrapsWriter},
		"log.New":                         {Does: WrapsWriter},
		"log/slog.New":                    {Does: WrapsWriter},
		"log/slog.NewTextHandler":         {Does: WrapsWriter},
		"log/slog.NewJSONHandler":         {Does: WrapsWriter},
		"(*log/slog.Logger).With":         {Does: WrapsWriter},
		"(*log/slog.Logger).WithGroup":    {Does: WrapsWriter},
		"(*log/slog.Logger).Info":         {Does: LogsTo},
		"(*log/slog.Logger).Warn":         {Does: LogsTo},
		"(*log/slog.Logger).Error":        {Does: LogsTo},
		"(*log/slog.Logger).InfoContext":  {Does: LogsTo},
		"(*log/slog.Logger).WarnContext":  {Does: LogsTo},
		"(*log/slog.Logger).ErrorContext": {Does: LogsTo},
		"(*log.Logger).Print":             {Does: LogsTo},
		"(*log.Logger).Printf":            {Does: LogsTo},
		"(*log.Logger).Println":           {Does: LogsTo},
		"(*log.Logger).Fatal":             {Does: LogsTo},
		"(*log.Logger).Fatalf":            {Does: LogsTo},
		"(*log.Logger).Fatalln":           {Does: LogsTo},
		// An os.Root's methods take names that cannot leave the root.
		"os.OpenInRoot":        {Args: args(Path, InRoot)},
		"(*os.Root).Open":      {Args: args(InRoot)},
		"(*os.Root).Create":    {Does: WritesFile, Args: args(InRoot)},
		"(*os.Root).OpenFile":  {Does: WritesFile, Args: args(InRoot, OpenFlags)},
		"(*os.Root).WriteFile": {Does: WritesFile, Args: args(InRoot)},
		"(*os.Root).Mkdir":     {Does: WritesFile, Args: args(InRoot)},
		"(*os.Root).MkdirAll":  {Does: WritesFile, Args: args(InRoot)},
		"(*os.Root).Rename":    {Does: WritesFile, Args: args(InRoot, InRoot)},
		"(*os.Root).Chmod":     {Does: WritesFile, Args: args(InRoot)},
		"(*os.Root).Remove":    {Does: WritesFile | Deletes, Args: args(InRoot)},
		"(*os.Root).RemoveAll": {Does: WritesFile | Deletes, Args: args(InRoot)},

		// Databases. A statement run by an Exec exists to change the database;
		// one run by a Query reads, unless its text says it writes.
		"(*database/sql.DB).Exec":              {Does: WritesDB, Args: args(Statement)},
		"(*database/sql.DB).ExecContext":       {Does: WritesDB, Args: args(Context, Statement)},
		"(*database/sql.Tx).Exec":              {Does: WritesDB, Args: args(Statement)},
		"(*database/sql.Tx).ExecContext":       {Does: WritesDB, Args: args(Context, Statement)},
		"(*database/sql.Conn).ExecContext":     {Does: WritesDB, Args: args(Context, Statement)},
		"(*database/sql.Stmt).Exec":            {Does: WritesDB},
		"(*database/sql.Stmt).ExecContext":     {Does: WritesDB},
		"(*database/sql.DB).Query":             {Does: QueriesDB, Args: args(Statement)},
		"(*database/sql.DB).QueryContext":      {Does: QueriesDB, Args: args(Context, Statement)},
		"(*database/sql.DB).QueryRow":          {Does: QueriesDB, Args: args(Statement)},
		"(*database/sql.DB).QueryRowContext":   {Does: QueriesDB, Args: args(Context, Statement)},
		"(*database/sql.DB).Prepare":           {Args: args(Statement)},
		"(*database/sql.DB).PrepareContext":    {Args: args(Context, Statement)},
		"(*database/sql.Tx).Query":             {Does: QueriesDB, Args: args(Statement)},
		"(*database/sql.Tx).QueryContext":      {Does: QueriesDB, Args: args(Context, Statement)},
		"(*database/sql.Tx).QueryRow":          {Does: QueriesDB, Args: args(Statement)},
		"(*database/sql.Tx).QueryRowContext":   {Does: QueriesDB, Args: args(Context, Statement)},
		"(*database/sql.Conn).QueryContext":    {Does: QueriesDB, Args: args(Context, Statement)},
		"(*database/sql.Conn).QueryRowContext": {Does: QueriesDB, Args: args(Context, Statement)},
		// pgx and sqlx, known by name as the standard library is (a
		// dependency's body is never analyzed). pgx's Tx and Querier are
		// interfaces, whose calls end a flow.
		"(*github.com/jackc/pgx/v5.Conn).Query":            {Does: QueriesDB, Args: args(Context, Statement)},
		"(*github.com/jackc/pgx/v5.Conn).QueryRow":         {Does: QueriesDB, Args: args(Context, Statement)},
		"(*github.com/jackc/pgx/v5.Conn).Exec":             {Does: WritesDB, Args: args(Context, Statement)},
		"(*github.com/jackc/pgx/v5/pgxpool.Pool).Query":    {Does: QueriesDB, Args: args(Context, Statement)},
		"(*github.com/jackc/pgx/v5/pgxpool.Pool).QueryRow": {Does: QueriesDB, Args: args(Context, Statement)},
		"(*github.com/jackc/pgx/v5/pgxpool.Pool).Exec":     {Does: WritesDB, Args: args(Context, Statement)},
		"(*github.com/jmoiron/sqlx.DB).Select":             {Does: QueriesDB, Args: args(Into, Statement)},
		"(*github.com/jmoiron/sqlx.DB).SelectContext":      {Does: QueriesDB, Args: args(Context, Into, Statement)},
		"(*github.com/jmoiron/sqlx.DB).Get":                {Does: QueriesDB, Args: args(Into, Statement)},
		"(*github.com/jmoiron/sqlx.DB).GetContext":         {Does: QueriesDB, Args: args(Context, Into, Statement)},
		"(*github.com/jmoiron/sqlx.DB).Queryx":             {Does: QueriesDB, Args: args(Statement)},
		"(*github.com/jmoiron/sqlx.DB).QueryxContext":      {Does: QueriesDB, Args: args(Context, Statement)},
		"(*github.com/jmoiron/sqlx.DB).QueryRowx":          {Does: QueriesDB, Args: args(Statement)},
		"(*github.com/jmoiron/sqlx.DB).QueryRowxContext":   {Does: QueriesDB, Args: args(Context, Statement)},
		"(*github.com/jmoiron/sqlx.DB).MustExec":           {Does: WritesDB, Args: args(Statement)},
		"(*github.com/jmoiron/sqlx.DB).MustExecContext":    {Does: WritesDB, Args: args(Context, Statement)},
		"(*github.com/jmoiron/sqlx.DB).NamedExec":          {Does: WritesDB, Args: args(Statement)},
		"(*github.com/jmoiron/sqlx.DB).NamedExecContext":   {Does: WritesDB, Args: args(Context, Statement)},
		"(*github.com/jmoiron/sqlx.DB).NamedQuery":         {Does: QueriesDB, Args: args(Statement)},
		"(*github.com/jmoiron/sqlx.DB).NamedQueryContext":  {Does: QueriesDB, Args: args(Context, Statement)},
		// squirrel, a query builder: it writes the statement around the table
		// and column names, conditions and clauses its methods are given, as
		// text (the values of Values, Set and a condition's arguments are
		// placeholders'). It keeps them in a reflection-built map
		// (github.com/lann/builder), which no flow could follow into ToSql;
		// so the text each method takes is known here as a part of a statement.
		"github.com/Masterminds/squirrel.Select":                         {Args: args(Fragment)},
		"github.com/Masterminds/squirrel.Insert":                         {Args: args(Fragment)},
		"github.com/Masterminds/squirrel.Replace":                        {Args: args(Fragment)},
		"github.com/Masterminds/squirrel.Update":                         {Args: args(Fragment)},
		"github.com/Masterminds/squirrel.Delete":                         {Args: args(Fragment)},
		"github.com/Masterminds/squirrel.Expr":                           {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.StatementBuilderType).Select":  {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.StatementBuilderType).Insert":  {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.StatementBuilderType).Replace": {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.StatementBuilderType).Update":  {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.StatementBuilderType).Delete":  {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.StatementBuilderType).Where":   {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.SelectBuilder).Columns":        {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.SelectBuilder).From":           {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.SelectBuilder).Join":           {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.SelectBuilder).LeftJoin":       {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.SelectBuilder).Where":          {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.SelectBuilder).GroupBy":        {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.SelectBuilder).Having":         {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.SelectBuilder).OrderBy":        {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.SelectBuilder).Suffix":         {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.InsertBuilder).Into":           {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.InsertBuilder).Columns":        {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.InsertBuilder).Suffix":         {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.UpdateBuilder).Table":          {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.UpdateBuilder).Set":            {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.UpdateBuilder).Where":          {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.UpdateBuilder).Suffix":         {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.DeleteBuilder).From":           {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.DeleteBuilder).Where":          {Args: args(Fragment)},
		"(github.com/Masterminds/squirrel.DeleteBuilder).Suffix":         {Args: args(Fragment)},
		// gorm, an ORM: Raw and Exec take a whole statement; its chain's
		// methods take the text of a clause (a condition, an order, a
		// table, a join, the columns), which it writes into the statement
		// as it is when it is not a plain name, its arguments (and a map or
		// a struct given as a condition) as placeholders' values. The
		// statement reaches the database through gorm's ConnPool, an
		// interface of the dependency, which no flow follows.
		"(*gorm.io/gorm.DB).Raw":    {Does: QueriesDB, Args: args(Statement)},
		"(*gorm.io/gorm.DB).Exec":   {Does: WritesDB, Args: args(Statement)},
		"(*gorm.io/gorm.DB).Where":  {Args: args(Fragment)},
		"(*gorm.io/gorm.DB).Or":     {Args: args(Fragment)},
		"(*gorm.io/gorm.DB).Not":    {Args: args(Fragment)},
		"(*gorm.io/gorm.DB).Having": {Args: args(Fragment)},
		"(*gorm.io/gorm.DB).Order":  {Args: args(Fragment)},
		"(*gorm.io/gorm.DB).Group":  {Args: args(Fragment)},
		"(*gorm.io/gorm.DB).Table":  {Args: args(Fragment)},
		"(*gorm.io/gorm.DB).Joins":  {Args: args(Fragment)},
		"(*gorm.io/gorm.DB).Select": {Args: args(Fragment)},

		// The network. A request's method says whether it changes what its URL
		// names; the host of a URL or an address says whether it is public.
		"net/http.Get":                     {Does: Connects, Args: args(URL)},
		"net/http.Head":                    {Does: Connects, Args: args(URL)},
		"net/http.Post":                    {Does: Connects, Args: args(URL, None, RequestBody)},
		"net/http.PostForm":                {Does: Connects, Args: args(URL)},
		"(*net/http.Client).Get":           {Does: Connects, Args: args(URL)},
		"(*net/http.Client).Head":          {Does: Connects, Args: args(URL)},
		"(*net/http.Client).Post":          {Does: Connects, Args: args(URL, None, RequestBody)},
		"(*net/http.Client).PostForm":      {Does: Connects, Args: args(URL)},
		"net/http.NewRequest":              {Does: Connects, Args: args(Method, URL, RequestBody)},
		"net/http.NewRequestWithContext":   {Does: Connects, Args: args(Context, Method, URL, RequestBody)},
		"net.Dial":                         {Does: Connects, Args: args(Network, Address)},
		"net.DialTimeout":                  {Does: Connects, Args: args(Network, Address)},
		"(*net.Dialer).Dial":               {Does: Connects, Args: args(Network, Address)},
		"(*net.Dialer).DialContext":        {Does: Connects, Args: args(Context, Network, Address)},
		"crypto/tls.Dial":                  {Does: Connects, Args: args(Network, Address)},
		"crypto/tls.DialWithDialer":        {Does: Connects, Args: args(Dialer, Network, Address)},
		"(*crypto/tls.Dialer).Dial":        {Does: Connects, Args: args(Network, Address)},
		"(*crypto/tls.Dialer).DialContext": {Does: Connects, Args: args(Context, Network, Address)},
		"net/smtp.Dial":                    {Does: Connects, Args: args(Address)},
		"net/smtp.SendMail":                {Does: Connects | SendsMail, Args: args(Address)},

		// Other programs: the program's name, its arguments after it; and a
		// command line that the remote user's shell runs on another machine
		// ($SHELL -c LINE, as OpenSSH's sshd does).
		"os/exec.Command":                                   {Does: Runs, Args: args(Program)},
		"os/exec.CommandContext":                            {Does: Runs, Args: args(Context, Program)},
		"os.StartProcess":                                   {Does: Runs},
		"syscall.Exec":                                      {Does: Runs},
		"syscall.ForkExec":                                  {Does: Runs},
		"(*golang.org/x/crypto/ssh.Session).Run":            {Does: Runs, Args: args(RemoteCommand)},
		"(*golang.org/x/crypto/ssh.Session).Start":          {Does: Runs, Args: args(RemoteCommand)},
		"(*golang.org/x/crypto/ssh.Session).Output":         {Does: Runs, Args: args(RemoteCommand)},
		"(*golang.org/x/crypto/ssh.Session).CombinedOutput": {Does: Runs, Args: args(RemoteCommand)},

		// Script that JavaScript evaluates: in the process (goja) or in a
		// browser the process drives (chromedp), where it runs with the
		// page's cookies and origin.
		"github.com/chromedp/chromedp.Evaluate":           {Args: args(Script)},
		"github.com/chromedp/chromedp.EvaluateAsDevTools": {Args: args(Script)},
		"(*github.com/dop251/goja.Runtime).RunString":     {Args: args(Script)},
		"(*github.com/dop251/goja.Runtime).RunScript":     {Args: args(None, Script)},

		// Requests of the server's own to the MCP client, sent while a request
		// is served: the go-sdk's ServerSession and mcp-go's MCPServer. What
		// they do depends on the protocol revision and the transport, not on
		// their code. An elicitation's result is the user's answer.
		"(*" + SDKPath + ".ServerSession).Elicit":                 {Does: AsksClient | Answers},
		"(*" + SDKPath + ".ServerSession).CreateMessage":          {Does: AsksClient},
		"(*" + SDKPath + ".ServerSession).CreateMessageWithTools": {Does: AsksClient},
		"(*" + SDKPath + ".ServerSession).ListRoots":              {Does: AsksClient},
		"(*" + MarkSrvPath + ".MCPServer).RequestElicitation":     {Does: AsksClient | Answers},
		"(*" + MarkSrvPath + ".MCPServer).RequestURLElicitation":  {Does: AsksClient},
		"(*" + MarkSrvPath + ".MCPServer).RequestSampling":        {Does: AsksClient},
		"(*" + MarkSrvPath + ".MCPServer).RequestRoots":           {Does: AsksClient},
		// mcpvet's runtime.Elicit, Sample and ListRoots send their request only
		// on the revisions that allow it, and return it as an input request on
		// the others.
		RuntimePath + ".Elicit":    {Does: AsksClientWhereAllowed | Answers},
		RuntimePath + ".Sample":    {Does: AsksClientWhereAllowed},
		RuntimePath + ".ListRoots": {Does: AsksClientWhereAllowed},

		// Serving a server: on the process's standard input and output
		// (ServesStdio), or on the Transport argument (ServesOn), which is
		// stdio when its type is the go-sdk's StdioTransport
		// (IsStdioTransport). The server is the Server argument, else the
		// receiver.
		MarkSrvPath + ".ServeStdio":         {Does: ServesStdio, Args: args(Server)},
		MarkSrvPath + ".NewStdioServer":     {Does: ServesStdio, Args: args(Server)},
		RuntimePath + ".ServeStdio":         {Does: ServesStdio, Args: args(Context, Server)},
		"(*" + SDKPath + ".Server).Run":     {Does: ServesOn, Args: args(Context, Transport)},
		"(*" + SDKPath + ".Server).Connect": {Does: ServesOn, Args: args(Context, Transport)},

		// What an HTTP handler reads from its request and writes to its
		// response: net/http's request, gin's and echo's contexts. A read by
		// name takes the value's name (ValueName); a bind decodes the body
		// into its Body argument; a write sends its Status, and the Body it
		// encodes.
		"(*net/http.Request).PathValue": {Does: ReadsPathValue, Args: args(ValueName)},
		"(*net/http.Request).FormValue": {Does: ReadsQuery, Args: args(ValueName)}, // a tool sends no form body: the query alone
		"(*net/url.URL).Query":          {Does: ReadsQueryValues},

		"(*" + GinPath + ".Context).Param":                  {Does: ReadsPathValue, Args: args(ValueName)},
		"(*" + GinPath + ".Context).Query":                  {Does: ReadsQuery, Args: args(ValueName)},
		"(*" + GinPath + ".Context).DefaultQuery":           {Does: ReadsQuery, Args: args(ValueName, None)},
		"(*" + GinPath + ".Context).GetQuery":               {Does: ReadsQuery, Args: args(ValueName)},
		"(*" + GinPath + ".Context).QueryArray":             {Does: ReadsQueryList, Args: args(ValueName)},
		"(*" + GinPath + ".Context).GetQueryArray":          {Does: ReadsQueryList, Args: args(ValueName)},
		"(*" + GinPath + ".Context).ShouldBindJSON":         {Does: ReadsBody, Args: args(Body)},
		"(*" + GinPath + ".Context).BindJSON":               {Does: ReadsBody, Args: args(Body)},
		"(*" + GinPath + ".Context).ShouldBindBodyWithJSON": {Does: ReadsBody, Args: args(Body)},
		// ShouldBind and Bind pick the binding by Content-Type; a tool sends
		// application/json.
		"(*" + GinPath + ".Context).ShouldBind":              {Does: ReadsBody, Args: args(Body)},
		"(*" + GinPath + ".Context).Bind":                    {Does: ReadsBody, Args: args(Body)},
		"(*" + GinPath + ".Context).JSON":                    {Does: WritesBody, Args: args(Status, Body)},
		"(*" + GinPath + ".Context).IndentedJSON":            {Does: WritesBody, Args: args(Status, Body)},
		"(*" + GinPath + ".Context).PureJSON":                {Does: WritesBody, Args: args(Status, Body)},
		"(*" + GinPath + ".Context).SecureJSON":              {Does: WritesBody, Args: args(Status, Body)},
		"(*" + GinPath + ".Context).AsciiJSON":               {Does: WritesBody, Args: args(Status, Body)},
		"(*" + GinPath + ".Context).AbortWithStatusJSON":     {Does: WritesBody, Args: args(Status, Body)},
		"(*" + GinPath + ".Context).AbortWithStatusPureJSON": {Does: WritesBody, Args: args(Status, Body)},
		"(*" + GinPath + ".Context).Status":                  {Does: WritesStatus, Args: args(Status)},
		"(*" + GinPath + ".Context).AbortWithStatus":         {Does: WritesStatus, Args: args(Status)},
		"(*" + GinPath + ".Context).AbortWithError":          {Does: WritesError, Args: args(Status, None)},
		"(*" + GinPath + ".Context).String":                  {Does: WritesText, Args: args(Status, None)},
		"(*" + GinPath + ".Context).Data":                    {Does: WritesText, Args: args(Status, None, None)},
		"(*" + GinPath + ".Context).XML":                     {Does: WritesText, Args: args(Status, None)},
		"(*" + GinPath + ".Context).YAML":                    {Does: WritesText, Args: args(Status, None)},
		"(*" + GinPath + ".Context).Redirect":                {Does: Redirects, Args: args(Status, None)},
		"(*" + GinPath + ".Context).File":                    {Does: SendsFile, Args: args(None)},
		"(*" + GinPath + ".Context).FileAttachment":          {Does: SendsFile, Args: args(None, None)},
		"(*" + GinPath + ".Context).FileFromFS":              {Does: SendsFile, Args: args(None, None)},

		"(" + EchoPath + ".Context).Param":           {Does: ReadsPathValue, Args: args(ValueName)},
		"(" + EchoPath + ".Context).QueryParam":      {Does: ReadsQuery, Args: args(ValueName)},
		"(" + EchoPath + ".Context).FormValue":       {Does: ReadsQuery, Args: args(ValueName)}, // the query, as a tool sends it
		"(" + EchoPath + ".Context).QueryParams":     {Does: ReadsQueryValues},
		"(" + EchoPath + ".Context).Bind":            {Does: ReadsBody, Args: args(Body)},
		"(" + EchoPath + ".Context).JSON":            {Does: WritesBody, Args: args(Status, Body)},
		"(" + EchoPath + ".Context).JSONPretty":      {Does: WritesBody, Args: args(Status, Body, None)},
		"(" + EchoPath + ".Context).NoContent":       {Does: WritesStatus, Args: args(Status)},
		"(" + EchoPath + ".Context).String":          {Does: WritesText, Args: args(Status, None)},
		"(" + EchoPath + ".Context).HTML":            {Does: WritesText, Args: args(Status, None)},
		"(" + EchoPath + ".Context).Blob":            {Does: WritesText, Args: args(Status, None, None)},
		"(" + EchoPath + ".Context).XML":             {Does: WritesText, Args: args(Status, None)},
		"(" + EchoPath + ".Context).Redirect":        {Does: Redirects, Args: args(Status, None)},
		"(" + EchoPath + ".Context).File":            {Does: SendsFile, Args: args(None)},
		"(" + EchoPath + ".Context).Attachment":      {Does: SendsFile, Args: args(None, None)},
		"(" + EchoPath + ".Context).Inline":          {Does: SendsFile, Args: args(None, None)},
		"(*" + EchoPath + ".DefaultBinder).BindBody": {Does: ReadsBody, Args: args(None, Body)},
		EchoPath + ".NewHTTPError":                   {Does: WritesError, Args: args(Status)},

		// The HTTP handlers that serve an MCP server (its endpoint), and the
		// routers' adapters that serve an http.Handler as a route's handler.
		SDKPath + ".NewStreamableHTTPHandler":    {Does: ServesMCP, Args: args(Server, Options)},
		SDKPath + ".NewSSEHandler":               {Does: ServesMCP, Args: args(Server, Options)},
		RuntimePath + ".HTTPHandler":             {Does: ServesMCP, Args: args(Server, Options)},
		MarkSrvPath + ".NewStreamableHTTPServer": {Does: ServesMCP, Args: args(Server, Options)},
		MarkSrvPath + ".NewSSEServer":            {Does: ServesMCP, Args: args(Server, Options)},
		GinPath + ".WrapH":                       {Does: AdaptsHandler, Args: args(Handler)},
		GinPath + ".WrapF":                       {Does: AdaptsHandler, Args: args(Handler)},
		EchoPath + ".WrapHandler":                {Does: AdaptsHandler, Args: args(Handler)},
	}
})

// Func is what one library function does.
type Func struct {
	Does Does
	// Args are its arguments' roles, by index in the signature (the
	// receiver not counted); an argument past them, or None, has no role
	// mcpvet reads.
	Args []Arg
}

// Does is a set of what a call does to the world.
type Does uint32

const (
	WritesFile Does = 1 << iota // creates, changes or removes a local file or folder
	Deletes                     // removes what it names
	WritesDB                    // runs a statement that exists to change a database (an Exec)
	QueriesDB                   // runs a statement that reads, unless its text writes (a Query)
	Connects                    // connects to the host its URL or Address argument names
	SendsMail                   // sends a mail
	Runs                        // runs another program
	AsksClient                  // sends the MCP client a request of the server's own
	// AsksClientWhereAllowed sends it only on the protocol revisions that
	// allow it, and returns it as an input request on the others.
	AsksClientWhereAllowed
	Answers    // its result is the user's answer to an elicitation
	OnReceiver // what it writes is the file it is a method of

	// What an HTTP handler's call reads from the request it serves, or
	// writes to its response.
	ReadsPathValue   // a path value, by its ValueName
	ReadsQuery       // a query value, by its ValueName
	ReadsQueryList   // a query value's every occurrence, by its ValueName
	ReadsQueryValues // the query's values, read by key after
	ReadsBody        // the JSON body, decoded into its Body argument
	WritesBody       // a JSON body encoded from its Body argument, with its Status
	WritesStatus     // a status and no body
	WritesError      // an error of its Status
	WritesText       // a body of another format, with its Status
	Redirects        // a redirect, with its Status
	SendsFile        // a file's content

	ServesMCP     // it is an HTTP handler that serves its Server's MCP endpoint
	AdaptsHandler // it serves its Handler as a router's handler

	// WritesStdout writes to the process's standard output: always, or
	// when its Stream argument is os.Stdout (with OnReceiver, when the
	// file it is a method of is).
	WritesStdout
	ServesStdio // serves its Server's MCP messages on standard input and output
	ServesOn    // serves its Server (the receiver) on its Transport

	// LogsDefault writes a log entry through the standard library's
	// default logger, which writes to standard error unless the program
	// points it elsewhere (SetsDefaultLog).
	LogsDefault
	// SetsDefaultLog points the default logger at its Stream argument (a
	// writer, or a logger whose handler writes to one): slog.SetDefault
	// also takes log's output.
	SetsDefaultLog
	// WrapsWriter makes a value that writes where its arguments write (a
	// writer, a handler, a logger built on them).
	WrapsWriter
	// LogsTo writes a log entry where its receiver, a logger, was made
	// to write.
	LogsTo
)

// Arg is the role of one argument.
type Arg uint8

const (
	None          Arg = iota
	Context           // a context.Context
	Path              // a local path the call opens, reads, lists, writes or removes
	TempDir           // the folder a new temporary file or folder is made in
	LinkTarget        // what a new link points to, stored as text, not opened
	InRoot            // a name inside an os.Root, which the call cannot leave
	OpenFlags         // os.OpenFile's flags: the call writes when they ask to
	Statement         // the text of an SQL statement
	Fragment          // a part of an SQL statement a query builder writes the rest of: a name, a condition, a clause
	Into              // where a statement's rows are written
	URL               // the URL of a request
	Method            // the method of a request
	Network           // a network's name ("tcp")
	Address           // a host:port address
	Dialer            // the dialer a connection is made with
	Program           // the program run, with its arguments after it
	RemoteCommand     // a command line another machine's shell runs
	Script            // the text of a script an interpreter or a browser evaluates
	ValueName         // the name of a request's path or query value
	Status            // an HTTP status
	Body              // what a request's body is decoded into, or a response's encoded from
	Server            // an MCP server, or a function that returns one
	Options           // how a handler serves
	Handler           // an http.Handler or a handler func
	Stream            // the io.Writer the call writes to
	Transport         // the transport a server is served on
	RequestBody       // what a request sends as its body (an io.Reader)
)

func args(roles ...Arg) []Arg { return roles }

// Of is what the table knows of fn, by its FullName; ok is false for a
// function outside it.
func Of(fn *types.Func) (Func, bool) {
	if fn == nil || fn.Pkg() == nil || !funcPackages()[fn.Pkg().Path()] {
		return Func{}, false
	}
	f, ok := Funcs()[fn.FullName()]
	return f, ok
}

// Indices are the indices of the arguments with role r.
func (f Func) Indices(r Arg) []int {
	var out []int
	for i, a := range f.Args {
		if a == r {
			out = append(out, i)
		}
	}
	return out
}

// Index is the index of the first argument with role r, -1 if none has.
func (f Func) Index(r Arg) int {
	for i, a := range f.Args {
		if a == r {
			return i
		}
	}
	return -1
}

// Package is the package path of a key of Funcs.
func Package(key string) string {
	if strings.HasPrefix(key, "(") {
		key = strings.TrimPrefix(key[1:], "*")
		return key[:strings.LastIndex(key[:strings.Index(key, ")")], ".")]
	}
	return key[:strings.LastIndex(key, ".")]
}

// MethodOf splits the key of a method ("(*database/sql.DB).QueryContext")
// into its package's path, its receiver type's name, whether the receiver
// is a pointer, and the method's name; ok is false for a function's key.
func MethodOf(key string) (pkg, typ string, ptr bool, name string, ok bool) {
	recv, name, ok := strings.Cut(strings.TrimPrefix(key, "("), ").")
	if !ok || !strings.HasPrefix(key, "(") {
		return "", "", false, "", false
	}
	recv, ptr = strings.CutPrefix(recv, "*")
	dot := strings.LastIndexByte(recv, '.')
	if dot < 0 {
		return "", "", false, "", false
	}
	return recv[:dot], recv[dot+1:], ptr, name, true
}

// PathFields are the fields of library types whose value the library
// uses as a path, by "(package.Type).Field": a program an exec.Cmd runs
// reads and writes in the folder its Dir names (git reset --hard, npm
// install, a listing there).
var PathFields = map[string]bool{"(os/exec.Cmd).Dir": true}

// funcPackages are the packages of Funcs: a function of another package
// is in no entry, and its name need not be built.
var funcPackages = sync.OnceValue(func() map[string]bool {
	pkgs := map[string]bool{}
	for key := range Funcs() {
		pkgs[Package(key)] = true
	}
	return pkgs
})

// Has reports whether d holds all of x.
func (d Does) Has(x Does) bool { return d&x == x }
